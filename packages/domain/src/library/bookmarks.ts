import { yearAndPoster } from "./stored-values";
import type { Bookmarks, LibraryMedia } from "./types";

/** True when a title can be bookmarked: SPEC §5 requires a known year. */
export function canBookmark(media: Pick<LibraryMedia, "year">): boolean {
  return typeof media.year === "number" && Number.isFinite(media.year);
}

/** Adds (or refreshes) a bookmark; a title without a year is left out (SPEC §5). */
export function addBookmark(bookmarks: Bookmarks, media: LibraryMedia, now: number): Bookmarks {
  if (!canBookmark(media)) return bookmarks;
  const { tmdbId, type, title } = media;
  return { ...bookmarks, [tmdbId]: { type, title, ...yearAndPoster(media), updatedAt: now } };
}

export function removeBookmark(bookmarks: Bookmarks, tmdbId: string): Bookmarks {
  if (!(tmdbId in bookmarks)) return bookmarks;
  const { [tmdbId]: _removed, ...rest } = bookmarks;
  return rest;
}

/** Adds the bookmark when absent, removes it when present. */
export function toggleBookmarkIn(
  bookmarks: Bookmarks,
  media: LibraryMedia,
  now: number,
): Bookmarks {
  return media.tmdbId in bookmarks
    ? removeBookmark(bookmarks, media.tmdbId)
    : addBookmark(bookmarks, media, now);
}
