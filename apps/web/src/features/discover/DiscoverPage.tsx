import { useTranslation } from "../../shared/i18n";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { useReadyToPlayQuery } from "../library";
import { Carousel, CarouselPlaceholder } from "./Carousel";
import type { Random } from "./discover-rules";
import { useDiscover, type CarouselModel } from "./use-discover";
import { WatchSomethingNew } from "./WatchSomethingNew";
import "./strings";

/**
 * `/discover`: what this server plays at once (when it plays anything), movie carousels, then a
 * Shows section, and a random pick with a countdown.
 */
export function DiscoverPage({ random }: { random?: Random }) {
  const { t } = useTranslation();
  const { movies, shows, waiting, genreMovieQueries, random: stableRandom } = useDiscover(random);
  const readyQuery = useReadyToPlayQuery();
  useDocumentTitle(t("discover.title"));

  const titleOf = (section: "movies" | "shows", carousel: CarouselModel) =>
    "key" in carousel.label
      ? t(carousel.label.key)
      : t(`discover.${section}.genre`, { genre: carousel.label.genre });

  return (
    <div className="py-8">
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight text-ink">
            {t("discover.title")}
          </h1>
          <p className="mt-1 text-sm text-ink-muted">{t("discover.intro")}</p>
        </div>
        <WatchSomethingNew queries={genreMovieQueries} random={stableRandom} />
      </div>
      {readyQuery ? <Carousel title={t("library.rows.readyToPlay")} query={readyQuery} /> : null}
      <section aria-labelledby="discover-movies">
        <h2 id="discover-movies" className="sr-only">
          {t("discover.moviesHeading")}
        </h2>
        {movies.map((carousel, index) => (
          <Carousel
            key={carousel.id}
            title={titleOf("movies", carousel)}
            query={carousel.query}
            isFirst={index === 0}
          />
        ))}
        {placeholders(waiting.movies)}
      </section>
      <section aria-labelledby="discover-shows" className="mt-8">
        <h2 id="discover-shows" className="font-display text-2xl font-semibold text-ink">
          {t("discover.showsHeading")}
        </h2>
        {shows.map((carousel) => (
          <Carousel key={carousel.id} title={titleOf("shows", carousel)} query={carousel.query} />
        ))}
        {placeholders(waiting.shows)}
      </section>
    </div>
  );
}

const placeholders = (count: number) =>
  Array.from({ length: count }, (_, i) => <CarouselPlaceholder key={i} />);
