import {
  readBookmarks,
  removeBookmark as withoutBookmark,
  toggleBookmarkIn,
  type Bookmarks,
  type LibraryMedia,
} from "@matinee/domain";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { versionedPersist } from "./versioned-persist";

/** localStorage key and version of the bookmarks store (SPEC §3 "bookmarks"). */
export const BOOKMARKS_KEY = "matinee::bookmarks";
export const BOOKMARKS_VERSION = 1;

export interface BookmarksState {
  bookmarks: Bookmarks;
}

const empty = (): BookmarksState => ({ bookmarks: {} });
const read = (state: unknown): BookmarksState => ({
  bookmarks: readBookmarks((state as Partial<BookmarksState> | null)?.bookmarks),
});

export const useBookmarksStore = create<BookmarksState>()(
  persist(empty, versionedPersist({ key: BOOKMARKS_KEY, version: BOOKMARKS_VERSION, empty, read })),
);

/** Bookmarks a title, or removes its bookmark. Adding needs a known year (SPEC §5). */
export function toggleBookmark(media: LibraryMedia): void {
  useBookmarksStore.setState((state) => ({
    bookmarks: toggleBookmarkIn(state.bookmarks, media, Date.now()),
  }));
}

export function removeBookmark(tmdbId: string): void {
  useBookmarksStore.setState((state) => ({ bookmarks: withoutBookmark(state.bookmarks, tmdbId) }));
}

export function useIsBookmarked(tmdbId: string): boolean {
  return useBookmarksStore((state) => tmdbId in state.bookmarks);
}

export function useBookmarks(): Bookmarks {
  return useBookmarksStore((state) => state.bookmarks);
}
