import type { PlayerMeta } from "@matinee/player";
import type { EpisodeRef, LibraryMedia } from "../../library";
import type { WatchMeta } from "../watch-meta";

/** The title as the library stores it (bookmarks, progress). */
export function libraryMediaOf(meta: WatchMeta, poster: string | null): LibraryMedia {
  return {
    tmdbId: meta.tmdbId,
    type: meta.kind === "movie" ? "movie" : "show",
    title: meta.title,
    ...(meta.year === null ? {} : { year: meta.year }),
    ...(poster === null ? {} : { poster }),
  };
}

/** The episode being watched, as a progress record names it; undefined for a movie. */
export function episodeRefOf(meta: WatchMeta): EpisodeRef | undefined {
  if (meta.kind === "movie") return undefined;
  return {
    seasonId: String(meta.season.id),
    seasonNumber: meta.season.number,
    seasonTitle: meta.season.title,
    episodeId: String(meta.episode.id),
    episodeNumber: meta.episode.number,
    episodeTitle: meta.episode.title,
  };
}

/** What the engine is told is playing (cast and media session read it). */
export function playerMetaOf(meta: WatchMeta, poster: string | null): PlayerMeta {
  const common = {
    title: meta.title,
    releaseYear: meta.year,
    poster,
    tmdbId: meta.tmdbId,
    imdbId: null,
  };
  if (meta.kind === "movie") return { type: "movie", ...common };
  const part = (entry: { number: number; title: string; id: number }) => ({
    number: entry.number,
    title: entry.title,
    tmdbId: String(entry.id),
  });
  return {
    type: "show",
    ...common,
    season: part(meta.season),
    episode: part(meta.episode),
    episodes: meta.episodes.map(part),
  };
}
