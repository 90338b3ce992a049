import { classifySend, type SendOutcome, type SyncEdit } from "@matinee/domain";
import { AccountApiError, type AccountApi } from "./account-api";

async function send(api: AccountApi, userId: string, edit: SyncEdit): Promise<void> {
  switch (edit.kind) {
    case "bookmarkPut":
      await api.putBookmarks(userId, [{ tmdbId: edit.tmdbId, meta: edit.meta }]);
      return;
    case "bookmarkDelete":
      await api.deleteBookmark(userId, edit.tmdbId);
      return;
    case "progressPut":
      await api.putProgress(userId, edit.progress);
      return;
    case "progressDelete":
      await api.deleteProgress(userId, edit.tmdbId, edit);
      return;
    case "settingsPut":
      await api.putSettings(userId, edit.settings);
      return;
    case "bookmarksImport":
      await api.putBookmarks(userId, edit.items);
      return;
    case "progressImport":
      await api.importProgress(userId, edit.items);
      return;
  }
}

/** Sends one outbox edit as the account call that does it, and says how that went. */
export async function sendEdit(
  api: AccountApi,
  userId: string,
  edit: SyncEdit,
): Promise<SendOutcome> {
  try {
    await send(api, userId, edit);
    return classifySend(200);
  } catch (error) {
    return error instanceof AccountApiError
      ? classifySend(error.status, error.body)
      : classifySend(null);
  }
}
