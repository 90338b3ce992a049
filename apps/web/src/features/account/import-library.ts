import { bookmarksToImport, progressToImport, type SyncEdit } from "@matinee/domain";
import { getLibrary } from "../library";
import type { AccountApi } from "./account-api";
import { sendEdit } from "./edit-sender";
import type { OutboxStore } from "./outbox-store";

/**
 * Uploads the local bookmarks and progress right after login or register (PROTOCOLS §2.4), in
 * two bulk calls side by side; titles without a year stay local (quirk 13). A call that gets
 * no answer (or a 5xx) is queued in the outbox instead, so the upload still happens later.
 */
export async function importLocalLibrary(
  api: AccountApi,
  userId: string,
  outbox: OutboxStore,
  now: () => number = Date.now,
): Promise<void> {
  const { bookmarks, progress } = getLibrary();
  const at = now();
  const edits: SyncEdit[] = [];
  const bookmarkItems = bookmarksToImport(bookmarks);
  const progressItems = progressToImport(progress);
  if (bookmarkItems.length > 0) edits.push({ kind: "bookmarksImport", items: bookmarkItems, at });
  if (progressItems.length > 0) edits.push({ kind: "progressImport", items: progressItems, at });
  await Promise.all(
    edits.map(async (edit) => {
      const outcome = await sendEdit(api, userId, edit);
      if (outcome.type === "rejected") {
        console.warn(`[sync] the server refused the ${edit.kind}: ${outcome.reason}`);
      } else if (outcome.type !== "sent") {
        outbox.enqueue(edit);
      }
    }),
  );
}
