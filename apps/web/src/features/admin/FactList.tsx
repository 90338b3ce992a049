import type { ReactNode } from "react";

/** Label and value rows (a description list), one under the other on a phone. */
export function FactList({ facts }: { facts: ReadonlyArray<readonly [label: string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(9rem,auto)_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="pt-2 font-medium text-ink-muted sm:pt-0">{label}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An address shown as written: left to right in every language, broken anywhere. */
export function Address({ children }: { children: string }) {
  return (
    <span dir="ltr" className="break-all font-mono">
      {children}
    </span>
  );
}
