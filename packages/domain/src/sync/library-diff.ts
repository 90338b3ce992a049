import { canBookmark } from "../library/bookmarks";
import type { BookmarkItem, Bookmarks, ProgressEpisode, ProgressItems } from "../library/types";
import type { SyncEdit } from "./sync-edit";
import { bookmarkMeta, episodeProgressInput, movieProgressInput } from "./wire-library";

/**
 * The edits that turn one state of the local library into the next: how every local change
 * (a click, the player's progress) becomes outbox entries without the stores knowing about sync.
 * Titles without a year are left out (quirk 13). `now` dates deletions.
 */

function sameBookmark(a: BookmarkItem, b: BookmarkItem): boolean {
  return a.type === b.type && a.title === b.title && a.year === b.year && a.poster === b.poster;
}

export function diffBookmarks(previous: Bookmarks, next: Bookmarks, now: number): SyncEdit[] {
  const edits: SyncEdit[] = [];
  for (const [tmdbId, bookmark] of Object.entries(next)) {
    const before = previous[tmdbId];
    if (before && (before === bookmark || sameBookmark(before, bookmark))) continue;
    const meta = bookmarkMeta(bookmark);
    if (meta) edits.push({ kind: "bookmarkPut", tmdbId, meta, at: bookmark.updatedAt });
  }
  for (const [tmdbId, bookmark] of Object.entries(previous)) {
    if (!(tmdbId in next) && bookmarkMeta(bookmark)) {
      edits.push({ kind: "bookmarkDelete", tmdbId, at: now });
    }
  }
  return edits;
}

function sameEpisode(a: ProgressEpisode | undefined, b: ProgressEpisode): boolean {
  return (
    a !== undefined &&
    a.updatedAt === b.updatedAt &&
    a.progress.watched === b.progress.watched &&
    a.progress.duration === b.progress.duration
  );
}

export function diffProgress(
  previous: ProgressItems,
  next: ProgressItems,
  now: number,
): SyncEdit[] {
  const edits: SyncEdit[] = [];
  for (const [tmdbId, item] of Object.entries(next)) {
    const before = previous[tmdbId];
    if (before === item) continue;
    if (item.type === "movie") {
      const unchanged =
        before?.updatedAt === item.updatedAt &&
        before.progress?.watched === item.progress?.watched &&
        before.progress?.duration === item.progress?.duration;
      const progress = unchanged ? undefined : movieProgressInput(tmdbId, item);
      if (progress) edits.push({ kind: "progressPut", progress, at: item.updatedAt });
      continue;
    }
    for (const episode of Object.values(item.episodes)) {
      if (sameEpisode(before?.episodes[episode.id], episode)) continue;
      const progress = episodeProgressInput(tmdbId, item, episode);
      if (progress) edits.push({ kind: "progressPut", progress, at: episode.updatedAt });
    }
    for (const episode of Object.values(before?.episodes ?? {})) {
      if (episode.id in item.episodes || !canBookmark(item)) continue;
      const { seasonId, id: episodeId } = episode;
      edits.push({ kind: "progressDelete", tmdbId, seasonId, episodeId, at: now });
    }
  }
  for (const [tmdbId, item] of Object.entries(previous)) {
    if (!(tmdbId in next) && canBookmark(item)) {
      edits.push({ kind: "progressDelete", tmdbId, at: now });
    }
  }
  return edits;
}
