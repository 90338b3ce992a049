/** A button that does what cannot be undone (remove a device, delete the account). */
export const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-danger px-4 py-2.5 text-sm " +
  "font-semibold text-canvas disabled:cursor-not-allowed disabled:opacity-50";
