import type { Ref } from "react";
import type { ScrapeItem } from "../progress/scrape-progress";
import { StatusCircle } from "./StatusCircle";

/**
 * One source or embed on the scraping screen: its circle, its name and its status in words.
 * `distance` (rows away from the current one) fades the far rows, as the list's focus.
 */
export function ScrapeRow({
  item,
  name,
  statusLabel,
  distance,
  ref,
}: {
  item: ScrapeItem;
  name: string;
  statusLabel: string;
  distance: number;
  ref?: Ref<HTMLDivElement> | undefined;
}) {
  const opacity = distance === 0 ? 1 : Math.max(0.25, 1 - distance * 0.2);
  return (
    <div
      ref={ref}
      aria-current={distance === 0 ? "step" : undefined}
      style={{ opacity }}
      className={`flex items-center gap-3 transition-opacity duration-300 motion-reduce:transition-none ${item.kind === "embed" ? "ps-10" : ""}`}
    >
      <StatusCircle status={item.status} percentage={item.percentage} />
      <div className="flex min-w-0 flex-col">
        <span
          className={`truncate font-medium ${item.kind === "embed" ? "text-sm text-ink-muted" : "text-base text-ink"}`}
        >
          {name}
        </span>
        <span className="text-xs text-ink-faint">{statusLabel}</span>
      </div>
    </div>
  );
}
