/** Whether a library entry is a movie or a show (the account API's `meta.type`). */
export type LibraryMediaType = "movie" | "show";

/** What the library needs to know of a title to list it (SPEC §3 Media). */
export interface LibraryMedia {
  /** The TMDB id as digits, the key of both stores. */
  tmdbId: string;
  type: LibraryMediaType;
  title: string;
  /** Release year; unknown years cannot be bookmarked (SPEC §5). */
  year?: number;
  /** Full poster URL, as the predecessor and the account API store it. */
  poster?: string;
}

/** A bookmark, keyed by TMDB id in its store (SPEC §3). `updatedAt` is ms since the epoch. */
export interface BookmarkItem {
  type: LibraryMediaType;
  title: string;
  year?: number;
  poster?: string;
  updatedAt: number;
}

/** How far into a video the viewer got, in seconds. */
export interface ProgressAmount {
  watched: number;
  duration: number;
}

export interface ProgressSeason {
  id: string;
  number: number;
  title: string;
}

export interface ProgressEpisode {
  id: string;
  number: number;
  title: string;
  seasonId: string;
  updatedAt: number;
  progress: ProgressAmount;
}

/**
 * A watch progress item, keyed by TMDB id in its store (SPEC §3). A movie carries `progress`;
 * a show carries its watched episodes and the seasons they belong to.
 */
export interface ProgressItem {
  type: LibraryMediaType;
  title: string;
  year?: number;
  poster?: string;
  updatedAt: number;
  progress?: ProgressAmount;
  seasons: Record<string, ProgressSeason>;
  episodes: Record<string, ProgressEpisode>;
}

export type Bookmarks = Record<string, BookmarkItem>;
export type ProgressItems = Record<string, ProgressItem>;

/** The episode a progress update is about, as the player knows it. */
export interface EpisodeRef {
  seasonId: string;
  seasonNumber: number;
  seasonTitle: string;
  episodeId: string;
  episodeNumber: number;
  episodeTitle: string;
}

/** One progress report from the player. */
export interface ProgressInput {
  media: LibraryMedia;
  watched: number;
  duration: number;
  episode?: EpisodeRef;
}
