import type { Bookmarks, ProgressItems } from "@matinee/domain";
import { useBookmarksStore } from "./bookmarks-store";
import { useProgressStore } from "./progress-store";

/** The whole library at one moment. */
export interface LibrarySnapshot {
  bookmarks: Bookmarks;
  progress: ProgressItems;
}

export type LibraryEditListener = (next: LibrarySnapshot, previous: LibrarySnapshot) => void;

export function getLibrary(): LibrarySnapshot {
  return {
    bookmarks: useBookmarksStore.getState().bookmarks,
    progress: useProgressStore.getState().items,
  };
}

/** True while the library is being replaced from elsewhere (not edited by the viewer). */
let replacing = false;

/**
 * Tells `listener` about every change the viewer makes to bookmarks or progress in this tab,
 * with the library before and after (the account's sync turns them into edits to send). Changes
 * made by {@link replaceLibrary} are not edits and are not told. Returns the unsubscribe.
 */
export function subscribeLibraryEdits(listener: LibraryEditListener): () => void {
  const stopBookmarks = useBookmarksStore.subscribe((state, previous) => {
    if (replacing || state.bookmarks === previous.bookmarks) return;
    const progress = useProgressStore.getState().items;
    listener({ bookmarks: state.bookmarks, progress }, { bookmarks: previous.bookmarks, progress });
  });
  const stopProgress = useProgressStore.subscribe((state, previous) => {
    if (replacing || state.items === previous.items) return;
    const bookmarks = useBookmarksStore.getState().bookmarks;
    listener({ bookmarks, progress: state.items }, { bookmarks, progress: previous.items });
  });
  return () => {
    stopBookmarks();
    stopProgress();
  };
}

/** Puts a library in place without it counting as the viewer's edit (restore, logout). */
export function replaceLibrary(next: LibrarySnapshot): void {
  replacing = true;
  try {
    useBookmarksStore.setState({ bookmarks: next.bookmarks });
    useProgressStore.setState({ items: next.progress });
  } finally {
    replacing = false;
  }
}

/**
 * Puts a library in place as the viewer's own edit (an imported file): each change is reported
 * to {@link subscribeLibraryEdits}, so a logged-in account sends what the import added.
 */
export function editLibrary(next: LibrarySnapshot): void {
  useBookmarksStore.setState({ bookmarks: next.bookmarks });
  useProgressStore.setState({ items: next.progress });
}
