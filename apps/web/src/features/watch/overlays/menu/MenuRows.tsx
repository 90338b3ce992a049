import type { ReactNode } from "react";
import { ChevronEndIcon } from "../../../../shared/ui/icons";

const row =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-sm transition-colors " +
  "hover:bg-raised disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

/** A row that opens another page of the menu, showing the current value at the line's end. */
export function MenuLink({
  label,
  value,
  onSelect,
}: {
  label: string;
  value?: ReactNode;
  onSelect: () => void;
}) {
  return (
    <button type="button" className={row} onClick={onSelect}>
      <span className="flex-1 font-medium">{label}</span>
      {value ? <span className="text-ink-muted">{value}</span> : null}
      <ChevronEndIcon className="size-4 text-ink-faint" />
    </button>
  );
}

/** One choice among several (a radio): quality, audio track, speed. */
export function MenuOption({
  label,
  selected,
  disabled = false,
  onSelect,
  children,
}: {
  label: string;
  selected: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      disabled={disabled}
      className={`${row} ${selected ? "text-accent" : ""}`}
      onClick={onSelect}
    >
      <span className="flex-1 font-medium">{label}</span>
      {children}
      <span
        aria-hidden="true"
        className={`size-2.5 rounded-full ${selected ? "bg-accent" : "bg-transparent"}`}
      />
    </button>
  );
}

/** An on/off setting. */
export function MenuToggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={row}
      onClick={() => onChange(!checked)}
    >
      <span className="flex-1 font-medium">{label}</span>
      <span
        aria-hidden="true"
        className={`flex h-5 w-9 items-center rounded-full p-0.5 transition-colors ${checked ? "bg-accent" : "bg-line"}`}
      >
        <span
          className={`size-4 rounded-full bg-ink transition-transform ${checked ? "translate-x-4 rtl:-translate-x-4" : ""}`}
        />
      </span>
    </button>
  );
}
