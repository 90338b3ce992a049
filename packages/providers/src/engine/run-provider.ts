import {
  embedOutputSchema,
  sourcererOutputSchema,
  type EmbedOutput,
  type ScrapeMedia,
  type SourcererOutput,
} from "@matinee/contracts";
import type { Fetcher } from "../fetchers/fetcher";
import { withDeadline } from "./deadline";
import { notFound, ScrapeError } from "./errors";
import type { RunnerEventListener } from "./events";
import type { Embed, ProviderSet, ScrapeContext, Source } from "./provider";
import { isStreamAllowed, type TargetFeatures } from "./targets";

/** What running one provider needs from the runner. */
export interface ProviderRunSettings {
  providers: ProviderSet;
  fetch: Fetcher;
  proxiedFetch: Fetcher;
  features: TargetFeatures;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  onEvent?: RunnerEventListener | undefined;
}

function contextFor(settings: ProviderRunSettings, eventId: string, signal: AbortSignal) {
  const context: ScrapeContext = {
    fetch: settings.fetch,
    proxiedFetch: settings.proxiedFetch,
    signal,
    progress(percentage) {
      const clamped = Math.max(0, Math.min(100, Math.round(percentage)));
      settings.onEvent?.({
        type: "update",
        data: { id: eventId, percentage: clamped, status: "pending" },
      });
    },
  };
  return context;
}

/**
 * Runs one source (under its timeout) and keeps what this target may use: streams whose flags
 * pass, embeds an allowed embed scraper handles. Nothing left is a not-found.
 */
export async function runOneSource(
  source: Source,
  media: ScrapeMedia,
  eventId: string,
  settings: ProviderRunSettings,
): Promise<SourcererOutput> {
  if (!source.mediaTypes.includes(media.type)) {
    throw new ScrapeError("unsupportedMedia", `${source.name} does not handle ${media.type}s`);
  }
  const raw = await withDeadline(
    (signal) => source.scrape({ ...contextFor(settings, eventId, signal), media }),
    { ms: settings.timeoutMs, parent: settings.signal, what: `Source ${source.id}` },
  );
  const parsed = sourcererOutputSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ScrapeError("invalidOutput", `Source ${source.id} returned an invalid output`);
  }
  const embedIds = new Set(settings.providers.embeds.map((embed) => embed.id));
  const stream = (parsed.data.stream ?? []).filter((s) => isStreamAllowed(s, settings.features));
  const embeds = parsed.data.embeds.filter((embed) => embedIds.has(embed.embedId));
  if (stream.length === 0 && embeds.length === 0) throw notFound();
  return stream.length > 0 ? { embeds, stream } : { embeds };
}

/** Runs one embed scraper on one URL (under its timeout) and keeps the allowed streams. */
export async function runOneEmbed(
  embed: Embed,
  url: string,
  eventId: string,
  settings: ProviderRunSettings,
): Promise<EmbedOutput> {
  const raw = await withDeadline(
    (signal) => embed.scrape({ ...contextFor(settings, eventId, signal), url }),
    { ms: settings.timeoutMs, parent: settings.signal, what: `Embed ${embed.id}` },
  );
  const parsed = embedOutputSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ScrapeError("invalidOutput", `Embed ${embed.id} returned an invalid output`);
  }
  const stream = parsed.data.stream.filter((s) => isStreamAllowed(s, settings.features));
  if (stream.length === 0) throw notFound();
  return { stream };
}
