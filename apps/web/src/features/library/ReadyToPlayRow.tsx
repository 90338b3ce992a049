import type { UseQueryOptions } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { SearchResult } from "@matinee/catalogue";
import { useTranslation } from "../../shared/i18n";
import { useServices } from "../../shared/lib/services";
import { LibraryMediaCard } from "./LibraryMediaCard";
import { cardGridClass } from "./LibraryRow";
import { useReadyToPlayQuery } from "./ready-to-play";

/**
 * Home's "Ready to play" row: titles this server plays without a search (its library, its direct
 * links). Nothing is drawn until the list and the titles' details are in, and nothing at all
 * when the server plays none.
 */
export function ReadyToPlayRow() {
  const query = useReadyToPlayQuery();
  return query ? <ReadyCards query={query} /> : null;
}

function ReadyCards({ query }: { query: UseQueryOptions<SearchResult[]> }) {
  const { t } = useTranslation();
  const { metadata } = useServices();
  const headingId = useId();
  const { data: cards = [] } = useQuery(query);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="py-8">
      <div className="mb-5">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t("library.rows.readyToPlay")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("library.rows.readyToPlayText")}</p>
      </div>
      <ul className={cardGridClass}>
        {cards.map((card) => (
          <li key={`${card.kind}-${card.tmdbId}`}>
            <LibraryMediaCard
              media={card}
              posterUrl={metadata?.posterUrl(card.posterPath, "w342") ?? null}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
