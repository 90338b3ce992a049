import { memo } from "react";
import { usePlaysHere } from "../../shared/lib/availability";
import { MediaCard, type MediaCardItem } from "../../shared/ui/MediaCard";
import { BookmarkButton } from "./BookmarkButton";
import { toCardProgress, toLibraryMedia } from "./card-data";
import { useProgressItem } from "./progress-store";

interface LibraryMediaCardProps {
  media: MediaCardItem;
  /** Full poster URL, or null for the placeholder. */
  posterUrl: string | null;
  now?: Date;
  /** Edit mode: shows a close button that calls this instead of the bookmark toggle. */
  onRemove?: () => void;
  /** Shortened title to print; links, labels and the bookmark keep the full title. */
  displayTitle?: string;
  /** A poster seen on arrival: loaded at once and first (see MediaCard). */
  isPriority?: boolean;
}

/**
 * The media card with the viewer's library on it: progress, episode badge, bookmark toggle, and
 * the "plays here" mark when the server is known to play the title.
 * Memoised: a row re-rendering (Discover has hundreds of cards) skips the cards whose title did
 * not change; each card still follows its own bookmark and progress.
 */
export const LibraryMediaCard = memo(function LibraryMediaCard({
  media,
  posterUrl,
  now,
  onRemove,
  displayTitle,
  isPriority,
}: LibraryMediaCardProps) {
  const progress = toCardProgress(useProgressItem(media.tmdbId));
  const playsHere = usePlaysHere(media.kind, media.tmdbId);
  return (
    <MediaCard
      media={media}
      posterUrl={posterUrl}
      now={now}
      progress={progress}
      onRemove={onRemove}
      displayTitle={displayTitle}
      isPriority={isPriority}
      playsHere={playsHere}
      actions={<BookmarkButton media={toLibraryMedia(media, posterUrl)} />}
    />
  );
});
