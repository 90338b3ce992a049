import type {
  ScrapeDiscoverEmbedsEvent,
  ScrapeInitEvent,
  ScrapeUpdateEvent,
} from "@matinee/contracts";

/**
 * The events a run reports, in the order a run can emit them. The payloads are plain data, the
 * same as the scraper API's event stream carries (PROTOCOLS.md §6.2), so a browser run and a
 * server run look alike to the UI.
 */
export type RunnerEvent =
  /** Once, first: the sources that will be tried, in run order (runAll only). */
  | { type: "init"; data: ScrapeInitEvent }
  /** A source id, or `<sourceId>-<index>` for an embed, starts; the previous pending one won. */
  | { type: "start"; data: string }
  /** Progress (status pending) or the end of one source or embed (notfound / failure). */
  | { type: "update"; data: ScrapeUpdateEvent }
  /** A source returned embeds instead of a stream; they run next, in this order. */
  | { type: "discoverEmbeds"; data: ScrapeDiscoverEmbedsEvent };

export type RunnerEventType = RunnerEvent["type"];

export type RunnerEventListener = (event: RunnerEvent) => void;
