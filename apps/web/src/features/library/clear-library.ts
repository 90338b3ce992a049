import { useBookmarksStore } from "./bookmarks-store";
import { useProgressStore } from "./progress-store";

/** Empties bookmarks and progress (logout clears them, SPEC §4; tests start from nothing). */
export function clearLibrary(): void {
  useBookmarksStore.setState({ bookmarks: {} });
  useProgressStore.setState({ items: {} });
}
