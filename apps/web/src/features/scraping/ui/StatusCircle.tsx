import type { ItemStatus } from "../progress/scrape-progress";

const RADIUS = 9;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const TONE: Record<ItemStatus, string> = {
  waiting: "text-ink-faint",
  pending: "text-accent",
  success: "text-accent",
  notfound: "text-ink-muted",
  failure: "text-danger",
};

/** Glyph drawn inside the ring once an item has ended. */
function Mark({ status }: { status: ItemStatus }) {
  if (status === "success") return <path d="m7.5 12.5 3 3 6-7" />;
  if (status === "failure") return <path d="m8.5 8.5 7 7m0-7-7 7" />;
  if (status === "notfound") return <path d="M8 12h8" />;
  return null;
}

/**
 * A ring that fills with an item's percentage, with a mark once it has ended. Decorative: the
 * row it sits in says the status in words.
 */
export function StatusCircle({ status, percentage }: { status: ItemStatus; percentage: number }) {
  const filled = status === "waiting" ? 0 : status === "pending" ? percentage : 100;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-status={status}
      className={`size-7 shrink-0 ${TONE[status]}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r={RADIUS} className="opacity-25" />
      <circle
        cx="12"
        cy="12"
        r={RADIUS}
        transform="rotate(-90 12 12)"
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - filled / 100)}
        className="transition-[stroke-dashoffset] duration-300 motion-reduce:transition-none"
      />
      <Mark status={status} />
    </svg>
  );
}
