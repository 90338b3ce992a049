import { canBookmark, type LibraryMedia } from "@matinee/domain";
import { useTranslation } from "../../shared/i18n";
import { toggleBookmark, useIsBookmarked } from "./bookmarks-store";
import { BookmarkIcon } from "./BookmarkIcon";

interface BookmarkButtonProps {
  media: LibraryMedia;
  className?: string;
}

const defaultLook =
  "grid size-8 place-items-center rounded-full bg-canvas/85 text-ink shadow ring-1 ring-line " +
  "transition-colors hover:text-accent disabled:cursor-not-allowed disabled:opacity-50 " +
  "aria-pressed:text-accent";

/**
 * Toggles a title's bookmark. Without a known year it stays disabled (SPEC §5); a title that is
 * already bookmarked can always be removed.
 */
export function BookmarkButton({ media, className }: BookmarkButtonProps) {
  const { t } = useTranslation();
  const bookmarked = useIsBookmarked(media.tmdbId);
  const blocked = !bookmarked && !canBookmark(media);
  const label = blocked
    ? t("library.bookmark.needsYear", { title: media.title })
    : t(bookmarked ? "library.bookmark.remove" : "library.bookmark.add", { title: media.title });

  return (
    <button
      type="button"
      aria-pressed={bookmarked}
      aria-label={label}
      title={label}
      disabled={blocked}
      onClick={() => toggleBookmark(media)}
      className={className ?? defaultLook}
    >
      <BookmarkIcon filled={bookmarked} className="size-4" />
    </button>
  );
}
