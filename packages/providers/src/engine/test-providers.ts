import type { ScrapeMedia, SourcererOutput, Stream, StreamFlag } from "@matinee/contracts";
import type { Embed, EmbedContext, Source, SourceContext } from "./provider";

/** Test doubles shared by the engine's tests (not exported from the package). */
export const movie: ScrapeMedia = {
  type: "movie",
  title: "Nosferatu",
  releaseYear: 1922,
  tmdbId: "653",
};

export const episode: ScrapeMedia = {
  type: "show",
  title: "Caminandes",
  releaseYear: 2013,
  tmdbId: "900000001",
  season: { number: 1, tmdbId: "" },
  episode: { number: 2, tmdbId: "" },
};

export function hls(id: string, flags: StreamFlag[] = ["cors-allowed"]): Stream {
  return { id, type: "hls", playlist: `https://cdn.test/${id}.m3u8`, flags, captions: [] };
}

export function fakeSource(
  id: string,
  rank: number,
  scrape: (context: SourceContext) => Promise<SourcererOutput>,
  extra: Partial<Source> = {},
): Source {
  return {
    id,
    name: `Source ${id}`,
    rank,
    mediaTypes: ["movie", "show"],
    flags: ["cors-allowed"],
    scrape,
    ...extra,
  };
}

export function fakeEmbed(
  id: string,
  rank: number,
  scrape: (context: EmbedContext) => Promise<{ stream: Stream[] }>,
): Embed {
  return { id, name: `Embed ${id}`, rank, flags: ["cors-allowed"], scrape };
}

/** A scrape that never settles unless its signal aborts, like a dead host. */
export function hangs(context: { signal: AbortSignal }): Promise<never> {
  return new Promise((_, reject) => {
    context.signal.addEventListener("abort", () => reject(new Error("gave up")));
  });
}
