import type { ProviderMetricsInput, ScrapeMedia } from "@matinee/contracts";
import type { ScrapeItem } from "../progress/scrape-progress";

/** One outcome as `POST /metrics/providers` takes it (PROTOCOLS.md §1). */
export type ProviderMetric = ProviderMetricsInput["items"][number];

/** The reference backend refuses a batch of more than 10 items (a 400 that loses them all). */
export const METRICS_BATCH_SIZE = 10;

const STATUS = { success: "success", notfound: "notfound", failure: "failed" } as const;

/** The first lines of a stack are enough to tell failures apart; the rest is noise. */
function shortStack(stack: string | undefined): string | undefined {
  return stack?.split("\n").slice(0, 5).join("\n");
}

/** What media a metric is about: ids as strings, season and episode by TMDB id. */
function mediaFields(media: ScrapeMedia) {
  const common = { tmdbId: media.tmdbId, type: media.type, title: media.title };
  if (media.type === "movie") return common;
  const extra: { seasonId?: string; episodeId?: string } = {};
  if (media.season.tmdbId) extra.seasonId = media.season.tmdbId;
  if (media.episode.tmdbId) extra.episodeId = media.episode.tmdbId;
  return { ...common, ...extra };
}

/**
 * The reportable outcomes of a search: success, notfound and failure (as `failed`); items still
 * waiting or pending say nothing about a provider (PROTOCOLS.md §6.2).
 */
export function metricsFromItems(
  items: readonly ScrapeItem[],
  media: ScrapeMedia,
): ProviderMetric[] {
  return items.flatMap((item): ProviderMetric[] => {
    if (item.status === "waiting" || item.status === "pending") return [];
    const metric: ProviderMetric = {
      ...mediaFields(media),
      status: STATUS[item.status],
      providerId: item.sourceId,
    };
    if (item.kind === "embed") metric.embedId = item.providerId;
    const message = item.error?.message ?? item.reason;
    if (message !== undefined) metric.errorMessage = message;
    const stack = shortStack(item.error?.stack);
    if (stack !== undefined) metric.fullError = stack;
    return [metric];
  });
}

const ALPHABET = "useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict";

/** A 32-character nanoid-style id, as the reference front end sends with each batch. */
export function createBatchId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(32));
  return Array.from(bytes, (byte) => ALPHABET[byte & 63]).join("");
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
}

export interface MetricsReporterOptions {
  /** The account backend; null: nothing is reported. */
  backendUrl: string | null;
  /** `extension`, `custom-proxy` or `default`: how this browser scraped. */
  tool: string;
  fetch?: typeof fetch;
  /** Runs `send` when reports may go out; by default {@link afterPlaybackStarts}. */
  defer?: (send: () => void) => void;
}

/** How long reports wait before they go out (see {@link afterPlaybackStarts}). */
export const METRICS_DELAY_MS = 3_000;

/**
 * Calls `send` {@link METRICS_DELAY_MS} later, or at once if the page is hidden or left first.
 * A search ends just as its stream starts to load: the report's upload, and the backend's write
 * on the same machine, would compete with the first frame for the processor.
 */
export function afterPlaybackStarts(send: () => void): void {
  const sendOnce = () => {
    clearTimeout(timer);
    removeEventListener("pagehide", sendOnce);
    document.removeEventListener("visibilitychange", sendIfHidden);
    send();
  };
  const sendIfHidden = () => {
    if (document.visibilityState === "hidden") sendOnce();
  };
  const timer = setTimeout(sendOnce, METRICS_DELAY_MS);
  addEventListener("pagehide", sendOnce);
  document.addEventListener("visibilitychange", sendIfHidden);
}

/** Sends outcomes; resolves when every batch has been answered or has failed. */
export type MetricsReporter = (items: readonly ProviderMetric[]) => Promise<void>;

/**
 * Reports outcomes to `POST {backendUrl}/metrics/providers` in batches of at most 10, each with
 * its own batch id, once `defer` lets them go. Fire and forget: a failed report is dropped
 * quietly, never retried, never thrown, so metrics can never hold up or break playback.
 */
export function createMetricsReporter(options: MetricsReporterOptions): MetricsReporter {
  const backend = options.backendUrl?.replace(/\/+$/, "");
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const defer = options.defer ?? afterPlaybackStarts;
  return async (items) => {
    if (!backend || items.length === 0) return;
    await new Promise<void>((resolve) => defer(resolve));
    const batches = chunk(items, METRICS_BATCH_SIZE).map((batch) =>
      Promise.resolve()
        .then(() =>
          fetchImpl(`${backend}/metrics/providers`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ items: batch, tool: options.tool, batchId: createBatchId() }),
            keepalive: true,
          }),
        )
        .then(
          () => undefined,
          () => undefined,
        ),
    );
    await Promise.all(batches);
  };
}
