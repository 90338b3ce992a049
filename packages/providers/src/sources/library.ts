import { runOutputSchema } from "@matinee/contracts";
import { ScrapeError } from "../engine/errors";
import type { Source, SourceInfo } from "../engine/provider";
import type { Fetcher } from "../fetchers/fetcher";
import { expectOk, resolveStreamUrls } from "./source-kit";

/** The Matinee server's own media library: local files, so it runs first. */
export const LIBRARY_SOURCE: SourceInfo = {
  id: "library",
  name: "Matinee library",
  rank: 400,
  mediaTypes: ["movie", "show"],
  // The library serves its files with CORS headers.
  flags: ["cors-allowed"],
};

export interface LibrarySourceOptions {
  /** Base URL of the Matinee server whose library to ask, e.g. `https://tv.example.org`. */
  baseUrl: string;
  /**
   * Fetcher for the library only. Default: the runner's direct fetcher. The server passes one that
   * calls its own handler in-process, so a server-side scrape never loops through the network.
   */
  fetcher?: Fetcher;
}

/** Asks `/library/streams/...` (a RunOutput) and hands its stream on. */
export function createLibrarySource(options: LibrarySourceOptions): Source {
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    ...LIBRARY_SOURCE,
    async scrape({ media, fetch, signal }) {
      const path =
        media.type === "movie"
          ? `/library/streams/movie/${media.tmdbId}`
          : `/library/streams/tv/${media.tmdbId}/${media.season.number}/${media.episode.number}`;
      const response = await (options.fetcher ?? fetch)(`${base}${path}`, {
        headers: { accept: "application/json" },
        signal,
      });
      expectOk(response, "The media library");
      const parsed = runOutputSchema.safeParse(response.body);
      if (!parsed.success) {
        throw new ScrapeError("invalidOutput", "The media library answered in an unknown shape");
      }
      return { embeds: [], stream: [resolveStreamUrls(parsed.data.stream, response.finalUrl)] };
    },
  };
}
