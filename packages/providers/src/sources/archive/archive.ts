import { notFound } from "../../engine/errors";
import type { Source, SourceInfo } from "../../engine/provider";
import type { Fetcher } from "../../fetchers/fetcher";
import { getArchiveFiles, searchArchive } from "./archive-api";
import { downloadUrl, isEpisodeFile, pickStream, rankDocs } from "./archive-files";

/** Public-domain films and TV on the Internet Archive. */
export const ARCHIVE_SOURCE: SourceInfo = {
  id: "archive",
  name: "Internet Archive",
  rank: 100,
  mediaTypes: ["movie", "show"],
  flags: ["cors-allowed"],
};

export interface ArchiveSourceOptions {
  /** Default `https://archive.org`. */
  baseUrl?: string;
  /** Collections searched for movies. Default: feature films and silent films. */
  movieCollections?: readonly string[];
  /** Collections searched for shows. Default: classic TV. */
  showCollections?: readonly string[];
  /** How many matching items to open before giving up. Default 3. */
  maxItems?: number;
  /**
   * The fetcher for the Archive's API, instead of the run's: a server passes one that refuses
   * private destinations, so an answer that redirects to its loopback or LAN is not followed.
   */
  fetcher?: Fetcher;
}

/** Searches by title (and year for films), opens the best matches and picks their derivative. */
export function createArchiveSource(options: ArchiveSourceOptions = {}): Source {
  const baseUrl = (options.baseUrl ?? "https://archive.org").replace(/\/+$/, "");
  const movieCollections = options.movieCollections ?? ["feature_films", "silent_films"];
  const showCollections = options.showCollections ?? ["classic_tv"];
  const maxItems = options.maxItems ?? 3;
  return {
    ...ARCHIVE_SOURCE,
    async scrape({ media, fetch: runFetch, signal, progress }) {
      const fetch = options.fetcher ?? runFetch;
      const isMovie = media.type === "movie";
      const docs = await searchArchive(
        fetch,
        baseUrl,
        isMovie
          ? {
              title: media.title,
              years: [media.releaseYear - 1, media.releaseYear + 1],
              collections: movieCollections,
            }
          : { title: media.title, collections: showCollections },
        signal,
      );
      const candidates = rankDocs(docs, media.title, isMovie ? media.releaseYear : undefined).slice(
        0,
        maxItems,
      );
      for (const [i, doc] of candidates.entries()) {
        progress(((i + 1) / (candidates.length + 1)) * 100);
        const files = await getArchiveFiles(fetch, baseUrl, doc.identifier, signal);
        // A show's item holds many episodes: keep the files (video and subtitles) named for this one.
        const wanted = isMovie
          ? files
          : files.filter((file) =>
              isEpisodeFile(file.name, media.season.number, media.episode.number),
            );
        const suffix = isMovie ? "" : `-s${media.season.number}e${media.episode.number}`;
        const stream = pickStream(
          wanted,
          (name) => downloadUrl(baseUrl, doc.identifier, name),
          `archive-${doc.identifier}${suffix}`,
        );
        if (stream) return { embeds: [], stream: [stream] };
      }
      throw notFound(`No playable item on the Internet Archive for "${media.title}"`);
    },
  };
}
