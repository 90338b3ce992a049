import { mediaPageAddress } from "@matinee/domain";
import { useFormat, useTranslation } from "../../shared/i18n";
import { Link } from "../../shared/router";
import { useServices } from "../../shared/lib/services";
import { buttonClass } from "../../shared/ui/button-styles";
import { FilmIcon } from "../../shared/ui/icons";
import { BookmarkButton } from "../library";
import { StreamHint } from "./StreamHint";
import { TitleCast } from "./TitleCast";
import type { TitleDetails } from "./title-details";
import "./strings";

/** The details of a loaded title: poster, facts, overview, play and bookmark, seasons, cast. */
export function TitleDetailsView({ details }: { details: TitleDetails }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { metadata } = useServices();
  const poster = metadata?.posterUrl(details.posterPath, "w342") ?? null;
  const backdrop = metadata?.posterUrl(details.backdropPath, "w780") ?? null;
  const facts = [
    t(`media.type.${details.kind}`),
    details.year === null ? null : format.number(details.year),
    details.runtime === null
      ? null
      : format.duration({ hours: Math.floor(details.runtime / 60), minutes: details.runtime % 60 }),
  ].filter((fact): fact is string => fact !== null);

  return (
    <article className="relative py-8">
      {backdrop ? (
        <img
          src={backdrop}
          alt=""
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 w-full object-cover opacity-20 mask-b-from-10%"
        />
      ) : null}
      <div className="flex flex-col gap-8 sm:flex-row">
        <div className="w-40 shrink-0 sm:w-56">
          <div className="aspect-[2/3] overflow-hidden rounded-xl bg-raised ring-1 ring-line">
            {poster ? (
              <img src={poster} alt={details.title} className="size-full object-cover" />
            ) : (
              <div className="grid size-full place-items-center text-ink-faint">
                <FilmIcon className="size-10" />
              </div>
            )}
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-ink">
            {details.title}
          </h1>
          <p className="text-sm text-ink-muted">{facts.join(" · ")}</p>
          {details.rating === null ? null : (
            <p className="text-sm text-ink">{t("details.rating", { rating: details.rating })}</p>
          )}
          {details.genres.length > 0 ? (
            <ul aria-label={t("details.genres")} className="flex flex-wrap gap-2">
              {details.genres.map((genre) => (
                <li
                  key={genre}
                  className="rounded-full bg-raised px-3 py-1 text-xs text-ink ring-1 ring-line"
                >
                  {genre}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="max-w-prose leading-relaxed text-ink-muted">
            {details.overview ?? t("details.noOverview")}
          </p>
          <StreamHint kind={details.kind} tmdbId={details.tmdbId} />
          <div className="flex items-center gap-3">
            <Link to={mediaPageAddress(details.mediaId)} className={buttonClass("primary")}>
              {t("details.play", { title: details.title })}
            </Link>
            <BookmarkButton
              media={{
                tmdbId: details.tmdbId,
                type: details.kind === "tv" ? "show" : "movie",
                title: details.title,
                ...(details.year === null ? {} : { year: details.year }),
                ...(poster ? { poster } : {}),
              }}
            />
          </div>
        </div>
      </div>
      {details.seasons.length > 0 ? (
        <section aria-labelledby="title-seasons" className="mt-10">
          <h2 id="title-seasons" className="mb-3 text-lg font-semibold text-ink">
            {t("details.seasons")}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {details.seasons.map((season) => (
              <li key={season.number} className="rounded-lg bg-raised px-4 py-3 ring-1 ring-line">
                <span className="font-semibold text-ink">{season.name}</span>
                {season.episodeCount === null ? null : (
                  <span className="ms-2 text-sm text-ink-muted">
                    {t("details.episodeCount", { count: season.episodeCount })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <TitleCast cast={details.cast} />
    </article>
  );
}
