import { useId } from "react";

/** One on/off preference: a switch named by its label, described by its hint. */
export function PreferenceSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={hintId}
      onClick={() => onChange(!checked)}
      className="flex w-full items-center gap-4 rounded-lg px-3 py-2.5 text-start ring-1 ring-line transition-colors hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-medium text-ink">{label}</span>
        <span id={hintId} className="text-sm text-ink-muted">
          {hint}
        </span>
      </span>
      <span
        aria-hidden="true"
        className={`flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition-colors ${checked ? "bg-accent" : "bg-line"}`}
      >
        <span
          className={`size-5 rounded-full bg-ink transition-transform ${checked ? "translate-x-5 rtl:-translate-x-5" : ""}`}
        />
      </span>
    </button>
  );
}
