import { useQuery } from "@tanstack/react-query";
import { memo, useEffect, useId, useRef } from "react";
import { useTranslation } from "../../shared/i18n";
import { useServices } from "../../shared/lib/services";
import { ChevronEndIcon, ChevronStartIcon } from "../../shared/ui/icons";
import { LibraryMediaCard } from "../library";
import { truncateTitle } from "./discover-rules";
import type { CarouselQuery } from "./use-discover";
import { useNearScreen } from "./use-near-screen";
import { useProgressiveCount } from "./use-progressive-count";
import "./strings";

/** Share of the visible width one arrow press scrolls: the next cards, with one for context. */
const SCROLL_SHARE = 0.7;

/** Cards of the page's first row seen on arrival on a wide screen: their posters load first. */
const PRIORITY_CARDS = 6;

interface CarouselProps {
  title: string;
  query: CarouselQuery;
  /** The page's first row: its first posters are what a visitor sees first (the largest paint). */
  isFirst?: boolean;
}

/**
 * A titled, horizontally scrolling row of cards with previous/next buttons. Tabbing through the
 * cards scrolls the row too. A failed or empty row is not shown; its error is only logged
 * (SPEC §8). The row asks for its titles and draws its cards when it comes near the screen;
 * until then it keeps their room with placeholders.
 */
export const Carousel = memo(function Carousel({
  title,
  query: options,
  isFirst = false,
}: CarouselProps) {
  const { t } = useTranslation();
  const { metadata } = useServices();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const rowRef = useRef<HTMLUListElement>(null);
  const isNear = useNearScreen(sectionRef, isFirst);
  // A row far down asks for its titles as it comes near (what the page prefetched is in the
  // cache already): a phone's first screen asks for three rows, not fifteen.
  const query = useQuery({ ...options, enabled: isNear });
  const cards = isNear ? query.data : undefined;
  const shownCount = useProgressiveCount(cards?.length ?? 0);

  useEffect(() => {
    if (query.isError) console.error(`Discover: could not load "${title}"`, query.error);
  }, [query.isError, query.error, title]);

  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;

  const scroll = (direction: -1 | 1) => {
    const row = rowRef.current;
    if (!row) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    // Forward is toward the inline end: leftward on a right-to-left page.
    const inline = getComputedStyle(row).direction === "rtl" ? -1 : 1;
    row.scrollBy({
      left: inline * direction * row.clientWidth * SCROLL_SHARE,
      behavior: reduce ? "auto" : "smooth",
    });
  };

  const arrowClass =
    "grid size-9 place-items-center rounded-full bg-raised text-ink ring-1 ring-line " +
    "hover:bg-line focus-visible:outline-2 focus-visible:outline-accent";

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className={rowClass}>
      <div className="mb-3 flex items-center justify-between gap-4">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h3>
        <div className="flex gap-2">
          <button
            type="button"
            className={arrowClass}
            aria-label={t("discover.scrollBack", { title })}
            onClick={() => scroll(-1)}
          >
            <ChevronStartIcon />
          </button>
          <button
            type="button"
            className={arrowClass}
            aria-label={t("discover.scrollForward", { title })}
            onClick={() => scroll(1)}
          >
            <ChevronEndIcon />
          </button>
        </div>
      </div>
      <ul
        ref={rowRef}
        aria-busy={query.isPending}
        className={
          "flex snap-x gap-4 overflow-x-auto scroll-smooth pb-3 motion-reduce:scroll-auto" +
          (cards === undefined ? " animate-pulse" : "")
        }
      >
        {cards === undefined
          ? placeholderCards
          : cards.slice(0, shownCount).map((item, index) => (
              <li
                key={`${item.kind}-${item.tmdbId}`}
                className="w-[150px] shrink-0 snap-start min-[600px]:w-[200px]"
              >
                <LibraryMediaCard
                  media={item}
                  displayTitle={truncateTitle(item.title)}
                  posterUrl={metadata?.posterUrl(item.posterPath, "w342") ?? null}
                  isPriority={isFirst && index < PRIORITY_CARDS}
                />
              </li>
            ))}
      </ul>
    </section>
  );
});

/**
 * Every row, drawn or waiting. A row off screen skips layout and paint (`content-visibility`),
 * keeping the room of a row of cards (its own once drawn): a phone shows two of the fifteen.
 */
const rowClass =
  "py-5 [content-visibility:auto] [contain-intrinsic-size:auto_26rem] " +
  "min-[600px]:[contain-intrinsic-size:auto_31rem]";

/**
 * Six cards' worth of placeholder, as tall as real cards (poster, two-line title, year, link).
 * The row pulses as one (one animated layer a row, not one a card).
 */
const placeholderCards = Array.from({ length: 6 }, (_, i) => (
  <li key={i} aria-hidden="true" className="w-[150px] shrink-0 min-[600px]:w-[200px]">
    <div className="aspect-[2/3] rounded-xl bg-raised" />
    <div className="mt-3 h-[4.875rem]" />
  </li>
));

/** The room of a carousel whose query is not known yet (a genre row before the genre list). */
export function CarouselPlaceholder() {
  return (
    <div aria-hidden="true" className={rowClass}>
      <div className="mb-3 h-9" />
      <ul className="flex animate-pulse gap-4 overflow-hidden pb-3">{placeholderCards}</ul>
    </div>
  );
}
