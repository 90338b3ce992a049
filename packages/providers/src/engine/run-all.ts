import type { RunOutput, ScrapeMedia } from "@matinee/contracts";
import { isNotFound, toErrorPayload } from "./errors";
import type { RunnerEventListener } from "./events";
import type { Embed, Source } from "./provider";
import { runOneEmbed, runOneSource, type ProviderRunSettings } from "./run-provider";

/** The end of one source or embed that produced nothing: notfound, or failure with the error. */
function reportEnd(onEvent: RunnerEventListener | undefined, id: string, error: unknown) {
  if (isNotFound(error)) {
    const reason = error instanceof Error ? error.message : String(error);
    onEvent?.({ type: "update", data: { id, percentage: 100, status: "notfound", reason } });
  } else {
    const payload = toErrorPayload(error);
    onEvent?.({ type: "update", data: { id, percentage: 100, status: "failure", error: payload } });
  }
}

/** A fatal error (the caller aborted, say) ends the whole run; others end one provider. */
function isFatal(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { fatal?: unknown }).fatal === true
  );
}

/**
 * Tries `sources` in the given order until one yields a playable stream: a stream of its own, or
 * the first embed (in embed order) that yields one. Emits init, start, update and
 * discoverEmbeds as it goes (PROTOCOLS.md §6.2). Resolves to null when nothing was found.
 */
export async function runSources(
  sources: readonly Source[],
  embedOrder: readonly Embed[],
  media: ScrapeMedia,
  settings: ProviderRunSettings,
): Promise<RunOutput | null> {
  const { onEvent } = settings;
  onEvent?.({ type: "init", data: { sourceIds: sources.map((source) => source.id) } });
  for (const source of sources) {
    onEvent?.({ type: "start", data: source.id });
    let output;
    try {
      output = await runOneSource(source, media, source.id, settings);
    } catch (error) {
      if (isFatal(error)) throw error;
      reportEnd(onEvent, source.id, error);
      continue;
    }
    const first = output.stream?.[0];
    if (first) return { sourceId: source.id, stream: first };

    const rank = (id: string) => embedOrder.findIndex((embed) => embed.id === id);
    const embeds = [...output.embeds].sort((a, b) => rank(a.embedId) - rank(b.embedId));
    onEvent?.({
      type: "discoverEmbeds",
      data: {
        sourceId: source.id,
        embeds: embeds.map((embed, i) => ({
          id: `${source.id}-${i}`,
          embedScraperId: embed.embedId,
        })),
      },
    });
    for (const [i, found] of embeds.entries()) {
      const eventId = `${source.id}-${i}`;
      const embed = embedOrder.find((candidate) => candidate.id === found.embedId);
      if (!embed) continue;
      onEvent?.({ type: "start", data: eventId });
      try {
        const embedOutput = await runOneEmbed(embed, found.url, eventId, settings);
        const stream = embedOutput.stream[0];
        if (stream) return { sourceId: source.id, embedId: embed.id, stream };
      } catch (error) {
        if (isFatal(error)) throw error;
        reportEnd(onEvent, eventId, error);
      }
    }
  }
  return null;
}
