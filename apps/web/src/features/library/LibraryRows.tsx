import { bookmarkRow, continueWatchingRow } from "@matinee/domain";
import { useMemo } from "react";
import { useTranslation } from "../../shared/i18n";
import { Link } from "../../shared/router";
import { buttonClass } from "../../shared/ui/button-styles";
import { removeBookmark, useBookmarks } from "./bookmarks-store";
import { toCardItem } from "./card-data";
import { LibraryMediaCard } from "./LibraryMediaCard";
import { LibraryRow } from "./LibraryRow";
import { ReadyToPlayRow } from "./ReadyToPlayRow";
import { removeProgress, useProgressItems } from "./progress-store";

/**
 * Home's library: the Bookmarks row and the Continue watching row (SPEC §2, §4), or, when the
 * viewer has neither, a welcome with a way to /discover; then what this server plays at once.
 * The viewer's own rows come first; the Ready to play row arrives after the page's idle moment,
 * below them, so nothing already on screen moves.
 */
export function LibraryRows() {
  const { t } = useTranslation();
  const bookmarks = useBookmarks();
  const progress = useProgressItems();
  const marked = useMemo(() => bookmarkRow(bookmarks, progress), [bookmarks, progress]);
  const watching = useMemo(() => continueWatchingRow(progress, bookmarks), [progress, bookmarks]);

  if (marked.length === 0 && watching.length === 0) {
    return (
      <>
        <section className="mx-auto max-w-md py-16 text-center">
          <h2 className="text-lg font-semibold text-ink">{t("library.rows.emptyTitle")}</h2>
          <p className="mt-2 text-sm text-ink-muted">{t("library.rows.emptyText")}</p>
          <Link to="/discover" className={`mt-6 ${buttonClass("primary")}`}>
            {t("library.rows.emptyAction")}
          </Link>
        </section>
        <ReadyToPlayRow />
      </>
    );
  }

  return (
    <div className="pt-4">
      {marked.length > 0 ? (
        <LibraryRow title={t("library.rows.bookmarks")}>
          {(editing) =>
            marked.map(({ tmdbId, bookmark }) => (
              <li key={tmdbId}>
                <LibraryMediaCard
                  media={toCardItem(tmdbId, bookmark)}
                  posterUrl={bookmark.poster ?? null}
                  onRemove={editing ? () => removeBookmark(tmdbId) : undefined}
                />
              </li>
            ))
          }
        </LibraryRow>
      ) : null}
      {watching.length > 0 ? (
        <LibraryRow title={t("library.rows.continueWatching")}>
          {(editing) =>
            watching.map(({ tmdbId, item }) => (
              <li key={tmdbId}>
                <LibraryMediaCard
                  media={toCardItem(tmdbId, item)}
                  posterUrl={item.poster ?? null}
                  onRemove={editing ? () => removeProgress(tmdbId) : undefined}
                />
              </li>
            ))
          }
        </LibraryRow>
      ) : null}
      <ReadyToPlayRow />
    </div>
  );
}
