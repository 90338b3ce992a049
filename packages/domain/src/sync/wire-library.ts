import type {
  BookmarkInput,
  BookmarkMeta,
  ProgressMeta,
  ProgressInput as WireProgress,
} from "@matinee/contracts";
import { canBookmark } from "../library/bookmarks";
import type {
  BookmarkItem,
  Bookmarks,
  ProgressEpisode,
  ProgressItem,
  ProgressItems,
} from "../library/types";

/**
 * The local library in the account API's shapes (PROTOCOLS §1.5, §2.4). A title without a known
 * year is never synced (quirk 13: the server refuses a null year, and movie-web lost the whole
 * request to it): these functions answer undefined or leave it out.
 */

interface TitleFields {
  type: "movie" | "show";
  title: string;
  year?: number;
  poster?: string;
}

function titleMeta(item: TitleFields): ProgressMeta | undefined {
  if (!canBookmark(item) || item.year === undefined) return undefined;
  return {
    title: item.title,
    year: item.year,
    type: item.type,
    ...(item.poster ? { poster: item.poster } : {}),
  };
}

export function bookmarkMeta(bookmark: BookmarkItem): BookmarkMeta | undefined {
  return titleMeta(bookmark);
}

/** A movie's progress as `PUT /progress/{tmdbId}` takes it. */
export function movieProgressInput(tmdbId: string, item: ProgressItem): WireProgress | undefined {
  const meta = titleMeta(item);
  if (!meta || !item.progress) return undefined;
  const { watched, duration } = item.progress;
  return { tmdbId, meta, watched, duration, updatedAt: new Date(item.updatedAt).toISOString() };
}

/** One episode's progress as `PUT /progress/{tmdbId}` takes it. */
export function episodeProgressInput(
  tmdbId: string,
  item: ProgressItem,
  episode: ProgressEpisode,
): WireProgress | undefined {
  const meta = titleMeta(item);
  if (!meta) return undefined;
  const seasonNumber = item.seasons[episode.seasonId]?.number;
  return {
    tmdbId,
    meta,
    watched: episode.progress.watched,
    duration: episode.progress.duration,
    seasonId: episode.seasonId,
    episodeId: episode.id,
    ...(seasonNumber === undefined ? {} : { seasonNumber }),
    episodeNumber: episode.number,
    updatedAt: new Date(episode.updatedAt).toISOString(),
  };
}

/** Every bookmark that can be synced, for `PUT /users/{uid}/bookmarks`. */
export function bookmarksToImport(bookmarks: Bookmarks): BookmarkInput[] {
  return Object.entries(bookmarks).flatMap(([tmdbId, bookmark]) => {
    const meta = bookmarkMeta(bookmark);
    return meta ? [{ tmdbId, meta }] : [];
  });
}

/** One item per movie and per watched episode, for `PUT /users/{uid}/progress/import`. */
export function progressToImport(items: ProgressItems): WireProgress[] {
  return Object.entries(items).flatMap(([tmdbId, item]) => {
    if (item.type === "movie") {
      const input = movieProgressInput(tmdbId, item);
      return input ? [input] : [];
    }
    return Object.values(item.episodes).flatMap((episode) => {
      const input = episodeProgressInput(tmdbId, item, episode);
      return input ? [input] : [];
    });
  });
}
