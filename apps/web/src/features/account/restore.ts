import {
  bookmarksFromRemote,
  mergeBookmarks,
  mergeProgress,
  pendingEdits,
  progressFromRemote,
  readRemoteSettings,
  withoutUnsentSettings,
  type RemoteSettings,
} from "@matinee/domain";
import { getLibrary, replaceLibrary } from "../library";
import { statusOf, type AccountApi } from "./account-api";
import { updateAccount } from "./account-store";
import type { OutboxStore } from "./outbox-store";

/** PROTOCOLS §2.5 / SPEC §9: restore every 12 hours while logged in. */
export const RESTORE_INTERVAL_MS = 12 * 60 * 60 * 1000;

export interface RestoreDeps {
  api: AccountApi;
  userId: string;
  outbox: OutboxStore;
  /** Logs out locally; called when the server no longer knows the session. */
  forget: () => void;
  /** Applies the synced settings (the settings feature wires this). */
  onRemoteSettings?: ((settings: RemoteSettings) => void) | undefined;
  now?: () => number;
}

export type RestoreResult = "restored" | "loggedOut";

/**
 * Brings the server's bookmarks, progress and settings here (PROTOCOLS §2.5). Unlike
 * movie-web's, it merges instead of replacing: edits still in the outbox — and edits made or
 * sent while the lists were on their way — survive (see mergeBookmarks in the domain). A 400,
 * 401 or 403 on `/users/@me` means the session is gone: the account is forgotten. Other
 * failures throw (the caller shows or logs them).
 */
export async function restoreAccount(deps: RestoreDeps): Promise<RestoreResult> {
  const { api, userId, outbox, now = Date.now } = deps;
  const since = now();
  const entriesAtStart = outbox.entries();
  let me;
  try {
    me = await api.me();
  } catch (error) {
    const status = statusOf(error);
    if (status === 400 || status === 401 || status === 403) {
      deps.forget();
      return "loggedOut";
    }
    throw error;
  }
  const [bookmarks, progress, settings] = await Promise.all([
    api.bookmarks(userId),
    api.progress(userId),
    api.settings(userId),
  ]);
  const pending = pendingEdits(entriesAtStart, outbox.entries());
  const local = getLibrary();
  const mergedBookmarks = mergeBookmarks({
    local: local.bookmarks,
    remote: bookmarksFromRemote(bookmarks),
    pending,
    since,
  });
  const mergedProgress = mergeProgress({
    local: local.progress,
    remote: progressFromRemote(progress),
    pending,
    since,
  });
  replaceLibrary({ bookmarks: mergedBookmarks.merged, progress: mergedProgress.merged });
  outbox.cancel(new Set([...mergedBookmarks.cancelled, ...mergedProgress.cancelled]));
  updateAccount({ profile: me.user.profile, deviceName: me.session.device });
  // A setting changed here and not sent yet stays as it is here (it is on its way).
  deps.onRemoteSettings?.(
    withoutUnsentSettings(readRemoteSettings(settings), entriesAtStart, outbox.entries()),
  );
  return "restored";
}
