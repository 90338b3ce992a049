/** A quiet loading indicator with its text for everyone (not only screen readers). */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-ink-muted">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-2 border-line border-t-accent"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
