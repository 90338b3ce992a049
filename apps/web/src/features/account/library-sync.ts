import { diffBookmarks, diffProgress } from "@matinee/domain";
import { subscribeLibraryEdits } from "../library";
import type { OutboxStore } from "./outbox-store";

/**
 * Queues every change the viewer makes to bookmarks and progress in this tab, as it is made:
 * the outbox entry is stored before the change's call returns. Returns the unsubscribe.
 */
export function startLibrarySync(outbox: OutboxStore, now: () => number = Date.now): () => void {
  return subscribeLibraryEdits((next, previous) => {
    const at = now();
    const edits = [
      ...diffBookmarks(previous.bookmarks, next.bookmarks, at),
      ...diffProgress(previous.progress, next.progress, at),
    ];
    for (const edit of edits) outbox.enqueue(edit);
  });
}
