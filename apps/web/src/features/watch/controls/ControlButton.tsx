import type { ReactNode } from "react";
import { commandById, type PlayerCommandId } from "../keyboard/player-commands";

interface ControlButtonProps {
  label: string;
  /** The keyboard command doing the same; its key is announced and shown in the tooltip. */
  command?: PlayerCommandId;
  onClick: () => void;
  pressed?: boolean;
  large?: boolean;
  children: ReactNode;
}

/** One round icon button of the control bars; the label comes with its shortcut from the table. */
export function ControlButton({
  label,
  command,
  onClick,
  pressed,
  large = false,
  children,
}: ControlButtonProps) {
  const hint = command ? commandById(command).hint : null;
  return (
    <button
      type="button"
      aria-label={label}
      aria-keyshortcuts={hint ?? undefined}
      aria-pressed={pressed}
      title={hint ? `${label} (${hint})` : label}
      onClick={onClick}
      className={`grid place-items-center rounded-full text-ink transition-colors hover:bg-ink/15 ${large ? "size-16 text-4xl" : "size-10 text-xl"}`}
    >
      {children}
    </button>
  );
}
