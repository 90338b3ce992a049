import type { RunOutput, ScrapeMedia } from "@matinee/contracts";
import type { ScrapeClient } from "./client/scrape-client";
import { isAbort, ScrapeFailure } from "./client/scrape-failure";
import type { ScrapeItem } from "./progress/scrape-progress";

/** What one chosen source gave: a stream, a list of embeds to choose from, or a failure. */
export type SourceOutcome =
  | { kind: "stream"; output: RunOutput }
  | { kind: "embeds"; sourceId: string; embeds: { embedId: string; url: string }[] }
  | { kind: "noStream" }
  | { kind: "noEmbeds" }
  | { kind: "failed"; message: string };

/** The outcomes of one attempt, for metrics (same shape the scraping screen's items have). */
export type AttemptLog = (item: ScrapeItem) => void;

function logged(log: AttemptLog, item: Omit<ScrapeItem, "percentage">, error?: unknown) {
  const failure = error instanceof Error ? error : undefined;
  const notFound = failure instanceof ScrapeFailure && failure.type === "notFound";
  log({
    ...item,
    percentage: 100,
    ...(failure === undefined
      ? {}
      : notFound
        ? { status: "notfound", reason: failure.detail || failure.message }
        : { status: "failure", error: { name: failure.name, message: failure.message } }),
  });
}

/**
 * The outcome of an attempt that threw: logged for the metrics; "not found" means no stream,
 * anything else is a failure to show. A cancelled attempt is no outcome: it rethrows.
 */
function failedAttempt(
  error: unknown,
  item: Omit<ScrapeItem, "percentage" | "status">,
  log: AttemptLog,
): SourceOutcome {
  if (isAbort(error)) throw error;
  logged(log, { ...item, status: "failure" }, error);
  return error instanceof ScrapeFailure && error.type === "notFound"
    ? { kind: "noStream" }
    : { kind: "failed", message: error instanceof Error ? error.message : String(error) };
}

/** Scrapes one embed a source returned; the first stream plays (PROTOCOLS.md §6.3). */
export async function scrapeOneEmbed(
  client: ScrapeClient,
  sourceId: string,
  embed: { embedId: string; url: string },
  options: { signal?: AbortSignal; log: AttemptLog },
): Promise<SourceOutcome> {
  const item = {
    id: `${sourceId}-${embed.embedId}`,
    kind: "embed",
    providerId: embed.embedId,
    sourceId,
  } as const;
  try {
    const { stream } = await client.runEmbed(embed.embedId, embed.url, { signal: options.signal });
    const first = stream[0];
    logged(options.log, { ...item, status: first ? "success" : "notfound" });
    return first
      ? { kind: "stream", output: { sourceId, embedId: embed.embedId, stream: first } }
      : { kind: "noStream" };
  } catch (error) {
    return failedAttempt(error, item, options.log);
  }
}

/**
 * Scrapes one source the viewer chose (SPEC §4 Source selection): its own stream plays; a
 * single embed is scraped at once; several are offered; none, or nothing found, is said so.
 */
export async function scrapeOneSource(
  client: ScrapeClient,
  sourceId: string,
  media: ScrapeMedia,
  options: { signal?: AbortSignal; log: AttemptLog },
): Promise<SourceOutcome> {
  const item = { id: sourceId, kind: "source", providerId: sourceId, sourceId } as const;
  let output;
  try {
    output = await client.runSource(sourceId, media, { signal: options.signal });
  } catch (error) {
    return failedAttempt(error, item, options.log);
  }
  const stream = output.stream?.[0];
  logged(options.log, {
    ...item,
    status: stream || output.embeds.length > 0 ? "success" : "notfound",
  });
  if (stream) return { kind: "stream", output: { sourceId, stream } };
  const [only, ...more] = output.embeds;
  if (!only) return { kind: "noEmbeds" };
  if (more.length === 0) return scrapeOneEmbed(client, sourceId, only, options);
  return { kind: "embeds", sourceId, embeds: output.embeds };
}
