import type {
  BookmarkInput,
  BookmarkMeta,
  ProgressInput as WireProgress,
  SettingsInput,
} from "@matinee/contracts";
import { progressKey } from "./progress-key";

/**
 * One change of the viewer's synced data on its way to the account server (the outbox's unit).
 * `at` is when it was made, in ms on this device's clock: the merge rules compare it with the
 * server's times. Every edit is idempotent on the server (puts and deletes), so sending one
 * again after an unanswered attempt does no harm.
 */
export type SyncEdit =
  /** Bookmark a title (an upsert: `PUT /users/{uid}/bookmarks` with one item). */
  | { kind: "bookmarkPut"; tmdbId: string; meta: BookmarkMeta; at: number }
  | { kind: "bookmarkDelete"; tmdbId: string; at: number }
  /** A movie's, or one episode's, progress (`PUT /users/{uid}/progress/{tmdbId}`). */
  | { kind: "progressPut"; progress: WireProgress; at: number }
  /** A movie, one episode (both ids), or a whole show (neither id). */
  | { kind: "progressDelete"; tmdbId: string; seasonId?: string; episodeId?: string; at: number }
  /** Some of the synced settings; absent keys stay as they are on the server. */
  | { kind: "settingsPut"; settings: SettingsInput; at: number }
  /** The local library uploaded after login or register (PROTOCOLS §2.4). */
  | { kind: "bookmarksImport"; items: BookmarkInput[]; at: number }
  | { kind: "progressImport"; items: WireProgress[]; at: number };

export type SyncEditKind = SyncEdit["kind"];

/** What an edit writes: edits with the same target overwrite each other on the server. */
export function editTarget(edit: SyncEdit): string | undefined {
  switch (edit.kind) {
    case "bookmarkPut":
    case "bookmarkDelete":
      return `bookmark:${edit.tmdbId}`;
    case "progressPut":
      return `progress:${progressKey(edit.progress)}`;
    case "progressDelete":
      return edit.episodeId === undefined && edit.seasonId === undefined
        ? `progressTitle:${edit.tmdbId}`
        : `progress:${progressKey(edit)}`;
    case "settingsPut":
      return "settings";
    default:
      // Imports carry many items at once; they are never merged with anything.
      return undefined;
  }
}

function progressTitleOf(edit: SyncEdit): string | undefined {
  if (edit.kind === "progressPut") return edit.progress.tmdbId;
  if (edit.kind === "progressDelete") return edit.tmdbId;
  return undefined;
}

/**
 * True when sending `newer` makes sending `older` pointless: both write the same target, or
 * `newer` deletes a whole show that `older` wrote an episode of. The outbox then keeps only
 * `newer` (merged with `older` for settings, see {@link coalesceEdits}).
 */
export function supersedes(newer: SyncEdit, older: SyncEdit): boolean {
  const target = editTarget(newer);
  if (target === undefined) return false;
  if (target === editTarget(older)) return true;
  return target === `progressTitle:${progressTitleOf(older)}`;
}

/** The one edit that does what `older` then `newer` did; settings keys add up. */
export function coalesceEdits(older: SyncEdit, newer: SyncEdit): SyncEdit {
  if (older.kind === "settingsPut" && newer.kind === "settingsPut") {
    return { ...newer, settings: { ...older.settings, ...newer.settings } };
  }
  return newer;
}
