import type { SearchResult } from "@matinee/catalogue";
import { buildMediaId, mediaPageAddress } from "@matinee/domain";
import type { ReactNode } from "react";
import { useFormat, useTranslation } from "../i18n";
import { Link } from "../router";
import { isUnreleased } from "../lib/release";
import { CloseIcon, FilmIcon, PlayIcon } from "./icons";

export type MediaCardItem = Omit<SearchResult, "posterPath">;

/** How far the viewer got; for a show, the episode the card resumes at. */
export interface MediaCardProgress {
  /** Whole percentage watched, 0-100. */
  percentage: number;
  episode?: {
    /** Season number; the badge says S1 when it is unknown (SPEC §2). */
    season?: number;
    number: number;
    seasonId: string;
    episodeId: string;
  };
}

interface MediaCardProps {
  media: MediaCardItem;
  /** Full poster URL, or null for the placeholder. */
  posterUrl: string | null;
  /** "Now", for deciding whether the title is out yet. */
  now?: Date;
  progress?: MediaCardProgress;
  /** Controls laid over the poster's corner, such as the bookmark toggle. */
  actions?: ReactNode;
  /** Edit mode: a close button that removes the card's item; replaces `actions`. */
  onRemove?: () => void;
  /** Shortened title to print under the poster; links, labels and bookmarks keep the full one. */
  displayTitle?: string;
  /** A poster seen on arrival (the page's largest paint): loaded at once and first, not lazily. */
  isPriority?: boolean;
  /** This server is known to play the title (its library or another local source has it). */
  playsHere?: boolean;
}

/**
 * A poster card. The poster and title are one link to the media page (with season and episode
 * for a show in progress); unreleased titles are inert. A small link opens the title's details.
 */
export function MediaCard({
  media,
  posterUrl,
  now,
  progress,
  actions,
  onRemove,
  displayTitle,
  isPriority = false,
  playsHere = false,
}: MediaCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const unreleased = isUnreleased(media.releaseDate, now);
  const mediaId = buildMediaId(media.kind, media.tmdbId, media.title);
  const episode = progress?.episode;
  const badge = episode
    ? t("library.card.episodeBadge", { season: episode.season ?? 1, episode: episode.number })
    : null;
  const details = [
    t(`media.type.${media.kind}`),
    unreleased ? t("media.unreleased") : media.year === null ? null : format.number(media.year),
  ]
    .filter((part): part is string => part !== null)
    .join(" · ");
  const spoken = [
    details,
    playsHere ? t("media.playsHere") : null,
    badge,
    progress
      ? t("library.card.watched", { percentage: format.percent(progress.percentage / 100) })
      : null,
  ]
    .filter((part): part is string => part !== null)
    .join(" · ");

  const body = (
    <>
      <div className="relative aspect-[2/3] overflow-hidden rounded-xl bg-raised ring-1 ring-line transition duration-200 group-hover:ring-accent/60">
        {posterUrl ? (
          <img
            src={posterUrl}
            alt={media.title}
            loading={isPriority ? "eager" : "lazy"}
            fetchPriority={isPriority ? "high" : "auto"}
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-3 bg-linear-to-b from-raised to-surface p-4 text-center text-ink-faint">
            <FilmIcon className="size-8" />
            <span className="text-xs">{t("media.noPoster")}</span>
          </div>
        )}
        {unreleased || playsHere ? (
          <div className="absolute start-2 top-2 flex flex-col items-start gap-1">
            {unreleased ? (
              <span className="rounded-md bg-canvas/85 px-2 py-1 text-[0.6875rem] font-semibold tracking-wide text-ink uppercase">
                {t("media.unreleased")}
              </span>
            ) : null}
            {playsHere ? (
              // Words and an icon, not a colour alone; its text is part of the link's name.
              <span
                data-testid="plays-here"
                className="inline-flex items-center gap-1 rounded-md bg-accent px-1.5 py-0.5 text-[0.6875rem] font-semibold text-accent-ink shadow shadow-black/40"
              >
                <PlayIcon className="size-3" />
                {t("media.playsHere")}
              </span>
            ) : null}
          </div>
        ) : null}
        {progress ? (
          <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-canvas/90 to-transparent px-2 pt-6 pb-2">
            {badge ? (
              <span className="mb-1.5 inline-block rounded-md bg-canvas/85 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-ink">
                {badge}
              </span>
            ) : null}
            <div aria-hidden="true" className="h-1 overflow-hidden rounded-full bg-ink/25">
              <div
                data-testid="card-progress"
                className="h-full rounded-full bg-accent"
                style={{ width: `${progress.percentage}%` }}
              />
            </div>
          </div>
        ) : null}
      </div>
      <div className="mt-3 px-0.5">
        <p className="line-clamp-2 text-sm leading-snug font-semibold text-ink">
          {displayTitle ?? media.title}
        </p>
        <p className="mt-1 text-xs text-ink-muted">{details}</p>
      </div>
    </>
  );

  const target = mediaPageAddress(mediaId, episode);
  const corner = onRemove ? (
    <button
      type="button"
      onClick={onRemove}
      aria-label={t("library.card.remove", { title: media.title })}
      className="grid size-8 place-items-center rounded-full bg-canvas/90 text-ink shadow ring-1 ring-line transition-colors hover:bg-danger hover:text-canvas focus-visible:outline-2 focus-visible:outline-accent"
    >
      <CloseIcon className="size-4" />
    </button>
  ) : (
    actions
  );

  return (
    <div className="group relative">
      {unreleased ? (
        <div className="block opacity-60">{body}</div>
      ) : (
        <Link
          to={target}
          aria-label={t("media.cardLabel", { title: media.title, details: spoken })}
          className="block rounded-xl transition-transform duration-200 hover:-translate-y-1"
        >
          {body}
        </Link>
      )}
      {corner ? (
        <div
          className={
            onRemove
              ? "absolute end-2 top-2 z-10"
              : // On wide screens the actions wait for hover or focus, unless one is switched on.
                "absolute end-2 top-2 z-10 transition-opacity lg:opacity-0 lg:group-hover:opacity-100 lg:focus-within:opacity-100 lg:has-[[aria-pressed=true]]:opacity-100"
          }
        >
          {corner}
        </div>
      ) : null}
      <Link
        to={`/title/${mediaId}`}
        aria-label={t("library.card.detailsLabel", { title: media.title })}
        className="mt-1 inline-block rounded px-0.5 text-xs font-medium text-accent underline-offset-2 hover:underline"
      >
        {t("library.card.details")}
      </Link>
    </div>
  );
}
