import { replaceLibrary } from "./library-changes";

/** Empties bookmarks and progress (logout clears them, SPEC §4; tests start from nothing). */
export function clearLibrary(): void {
  replaceLibrary({ bookmarks: {}, progress: {} });
}
