import { canBookmark } from "../library/bookmarks";
import type { Bookmarks, ProgressEpisode, ProgressItem, ProgressItems } from "../library/types";
import { pendingProgress, type PendingEdit, type PendingEdits } from "./pending-edits";
import { progressKey } from "./progress-key";

/**
 * How a restore combines the server's library with this device's (issue 15, improving on
 * movie-web, whose restore replaced the local library and so lost edits not yet sent):
 * - an item on both sides: the newer `updatedAt` wins;
 * - an item with an unsent edit (see {@link PendingEdits}): the edit wins, unless the server's
 *   copy is newer than it, in which case the edit is cancelled (returned in `cancelled`) so it
 *   cannot overwrite newer data; a deletion is a tombstone: it hides the server's older copy
 *   until it is sent. Deleting a whole show loses to any newer episode on the server;
 * - an item only on this device, with no unsent edit, was deleted elsewhere and goes, unless it
 *   changed after the restore began (`since`) or can never be synced (no year, quirk 13);
 * - progress is merged per movie and per episode, not per show.
 */
export interface MergeInput<T> {
  local: T;
  remote: T;
  pending: PendingEdits;
  /** When the restore asked the server (ms, this device's clock). */
  since: number;
}

export interface MergeResult<T> {
  merged: T;
  /** Outbox entries overtaken by newer data on the server: remove them unsent. */
  cancelled: Set<string>;
}

type Decision = "local" | "remote" | "none";

/** One item's fate, given its two copies' times and its pending edit. */
function decide(
  local: number | undefined,
  remote: number | undefined,
  pending: PendingEdit | undefined,
  since: number,
  cancelled: Set<string>,
): Decision {
  if (pending) {
    if (remote !== undefined && remote > pending.at) {
      if (pending.cancellable) cancelled.add(pending.entryId);
      return "remote";
    }
    if (pending.deleted) return "none";
    if (local !== undefined) return "local";
    return remote === undefined ? "none" : "remote";
  }
  if (remote !== undefined) return local !== undefined && local > remote ? "local" : "remote";
  return local !== undefined && local >= since ? "local" : "none";
}

export function mergeBookmarks({
  local,
  remote,
  pending,
  since,
}: MergeInput<Bookmarks>): MergeResult<Bookmarks> {
  const merged: Bookmarks = {};
  const cancelled = new Set<string>();
  for (const tmdbId of new Set([...Object.keys(local), ...Object.keys(remote)])) {
    const mine = local[tmdbId];
    const theirs = remote[tmdbId];
    if (mine && !canBookmark(mine) && !theirs) {
      merged[tmdbId] = mine;
      continue;
    }
    const decision = decide(
      mine?.updatedAt,
      theirs?.updatedAt,
      pending.bookmarks.get(tmdbId),
      since,
      cancelled,
    );
    const kept = decision === "local" ? mine : decision === "remote" ? theirs : undefined;
    if (kept) merged[tmdbId] = kept;
  }
  return { merged, cancelled };
}

/** One movie's or one episode's progress, with the item it belongs to. */
interface ProgressRow {
  tmdbId: string;
  updatedAt: number;
  item: ProgressItem;
  episode?: ProgressEpisode;
}

function rowsOf(items: ProgressItems): Map<string, ProgressRow> {
  const rows = new Map<string, ProgressRow>();
  for (const [tmdbId, item] of Object.entries(items)) {
    if (item.type === "movie" && item.progress) {
      rows.set(progressKey({ tmdbId }), { tmdbId, updatedAt: item.updatedAt, item });
    }
    for (const episode of Object.values(item.episodes)) {
      const key = progressKey({ tmdbId, seasonId: episode.seasonId, episodeId: episode.id });
      rows.set(key, { tmdbId, updatedAt: episode.updatedAt, item, episode });
    }
  }
  return rows;
}

/** Rebuilds items from the rows kept, keeping local titles the server does not store. */
function assemble(rows: ProgressRow[], local: ProgressItems): ProgressItems {
  const items: ProgressItems = {};
  const newest = new Map<string, ProgressRow>();
  for (const row of rows) {
    const best = newest.get(row.tmdbId);
    if (!best || row.updatedAt > best.updatedAt) newest.set(row.tmdbId, row);
  }
  for (const row of rows) {
    const base = newest.get(row.tmdbId) ?? row;
    const { type, title, year, poster } = base.item;
    const item = (items[row.tmdbId] ??= {
      type,
      title,
      ...(year === undefined ? {} : { year }),
      ...(poster ? { poster } : {}),
      updatedAt: base.updatedAt,
      seasons: {},
      episodes: {},
    });
    const known = local[row.tmdbId];
    if (!row.episode) {
      if (row.item.progress) item.progress = row.item.progress;
      continue;
    }
    const { id, seasonId } = row.episode;
    const episodeTitle = row.episode.title || known?.episodes[id]?.title || "";
    item.episodes[id] = { ...row.episode, title: episodeTitle };
    const season = known?.seasons[seasonId] ?? row.item.seasons[seasonId];
    item.seasons[seasonId] = season ?? { id: seasonId, number: 0, title: "" };
  }
  return items;
}

export function mergeProgress({
  local,
  remote,
  pending,
  since,
}: MergeInput<ProgressItems>): MergeResult<ProgressItems> {
  const cancelled = new Set<string>();
  const mine = rowsOf(local);
  const theirs = rowsOf(remote);
  const effective = withoutOvertakenTitleDeletes(pending, theirs, cancelled);
  const kept: ProgressRow[] = [];
  for (const key of new Set([...mine.keys(), ...theirs.keys()])) {
    const localRow = mine.get(key);
    const remoteRow = theirs.get(key);
    const tmdbId = (localRow ?? remoteRow)?.tmdbId ?? "";
    const pendingEdit = pendingProgress(effective, tmdbId, key);
    const decision = decide(
      localRow?.updatedAt,
      remoteRow?.updatedAt,
      pendingEdit,
      since,
      cancelled,
    );
    const row = decision === "local" ? localRow : decision === "remote" ? remoteRow : undefined;
    if (row) kept.push(row);
  }
  const merged = assemble(kept, local);
  // Titles the server never gets (no year) or that hold nothing to sync stay as they are.
  for (const [tmdbId, item] of Object.entries(local)) {
    if (!(tmdbId in merged) && !(tmdbId in remote) && (!canBookmark(item) || !hasRows(item))) {
      merged[tmdbId] = item;
    }
  }
  return { merged, cancelled };
}

function hasRows(item: ProgressItem): boolean {
  return (item.type === "movie" && !!item.progress) || Object.keys(item.episodes).length > 0;
}

/** A show's deletion that a newer episode on the server overtook is cancelled as a whole. */
function withoutOvertakenTitleDeletes(
  pending: PendingEdits,
  remoteRows: Map<string, ProgressRow>,
  cancelled: Set<string>,
): PendingEdits {
  const progressTitles = new Map(pending.progressTitles);
  for (const row of remoteRows.values()) {
    const deletion = progressTitles.get(row.tmdbId);
    if (deletion && row.updatedAt > deletion.at) {
      progressTitles.delete(row.tmdbId);
      if (deletion.cancellable) cancelled.add(deletion.entryId);
    }
  }
  return { ...pending, progressTitles };
}
