// Public surface of the library: bookmarks and watch progress kept in the browser, the cards and
// home rows that show them, and the start-up import of the predecessor's stored data.
export type {
  BookmarkItem,
  EpisodeRef,
  LibraryMedia,
  ProgressInput,
  ProgressItem,
} from "@matinee/domain";
export { BookmarkButton } from "./BookmarkButton";
export {
  BOOKMARKS_KEY,
  BOOKMARKS_VERSION,
  removeBookmark,
  toggleBookmark,
  useBookmarks,
  useIsBookmarked,
} from "./bookmarks-store";
export { LibraryMediaCard } from "./LibraryMediaCard";
export { LibraryRows } from "./LibraryRows";
export { useReadyToPlayQuery } from "./ready-to-play";
export {
  getSavedProgress,
  PROGRESS_KEY,
  PROGRESS_VERSION,
  recordProgress,
  removeProgress,
  useProgressItem,
} from "./progress-store";
export { importPredecessorLibrary, type ImportSummary } from "./predecessor-startup";
export { clearLibrary } from "./clear-library";
export {
  editLibrary,
  getLibrary,
  replaceLibrary,
  subscribeLibraryEdits,
  type LibraryEditListener,
  type LibrarySnapshot,
} from "./library-changes";
export { versionedPersist } from "./versioned-persist";
