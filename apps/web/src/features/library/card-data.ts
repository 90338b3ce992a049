import {
  progressPercentage,
  showState,
  type LibraryMedia,
  type LibraryMediaType,
  type ProgressItem,
} from "@matinee/domain";
import type { MediaCardItem, MediaCardProgress } from "../../shared/ui/MediaCard";

/** The library says "show" where the movie database (and media ids) say "tv". */
const kindOf = (type: LibraryMediaType): MediaCardItem["kind"] =>
  type === "show" ? "tv" : "movie";

/** What the library stores of a card's title; the poster is kept as its full URL. */
export function toLibraryMedia(media: MediaCardItem, posterUrl: string | null): LibraryMedia {
  return {
    tmdbId: media.tmdbId,
    type: media.kind === "tv" ? "show" : "movie",
    title: media.title,
    ...(media.year === null ? {} : { year: media.year }),
    ...(posterUrl ? { poster: posterUrl } : {}),
  };
}

/** A stored title as a card: the library keeps no release date, so cards from it are released. */
export function toCardItem(
  tmdbId: string,
  entry: { type: LibraryMediaType; title: string; year?: number },
): MediaCardItem {
  return {
    kind: kindOf(entry.type),
    tmdbId,
    title: entry.title,
    year: entry.year ?? null,
    releaseDate: null,
  };
}

/** The progress bar and episode badge of a title, when it has a show state (SPEC §4). */
export function toCardProgress(item: ProgressItem | undefined): MediaCardProgress | undefined {
  const state = item ? showState(item) : null;
  if (!state) return undefined;
  const percentage = progressPercentage(state.progress);
  const { episode, season } = state;
  if (!episode) return { percentage };
  return {
    percentage,
    episode: {
      // A season restored from the account API may lack its number (0): the badge says S1.
      ...(season && season.number > 0 ? { season: season.number } : {}),
      number: episode.number,
      seasonId: episode.seasonId,
      episodeId: episode.id,
    },
  };
}
