/** A small ring filled to `percent` (0-100); the text beside the ring states the number. */
export function ProgressRing({ percent }: { percent: number }) {
  const radius = 9;
  const length = 2 * Math.PI * radius;
  return (
    <svg viewBox="0 0 24 24" className="size-6 shrink-0 -rotate-90" aria-hidden="true">
      <circle
        cx="12"
        cy="12"
        r={radius}
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.2}
        strokeWidth={3}
      />
      <circle
        cx="12"
        cy="12"
        r={radius}
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeDasharray={length}
        strokeDashoffset={length * (1 - percent / 100)}
        className="text-accent"
      />
    </svg>
  );
}
