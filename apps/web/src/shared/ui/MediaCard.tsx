import type { SearchResult } from "@matinee/catalogue";
import { buildMediaId } from "@matinee/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isUnreleased } from "../lib/release";
import { FilmIcon } from "./icons";

export type MediaCardItem = Omit<SearchResult, "posterPath">;

interface MediaCardProps {
  media: MediaCardItem;
  /** Full poster URL, or null for the placeholder. */
  posterUrl: string | null;
  /** "Now", for deciding whether the title is out yet. */
  now?: Date;
}

/** A poster card. The whole card is one link to the media page; unreleased titles are inert. */
export function MediaCard({ media, posterUrl, now }: MediaCardProps) {
  const { t } = useTranslation();
  const unreleased = isUnreleased(media.releaseDate, now);
  const details = [
    t(`media.type.${media.kind}`),
    unreleased ? t("media.unreleased") : media.year === null ? null : String(media.year),
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
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-3 bg-linear-to-b from-raised to-surface p-4 text-center text-ink-faint">
            <FilmIcon className="size-8" />
            <span className="text-xs">{t("media.noPoster")}</span>
          </div>
        )}
        {unreleased ? (
          <span className="absolute top-2 left-2 rounded-md bg-canvas/85 px-2 py-1 text-[0.6875rem] font-semibold tracking-wide text-ink uppercase">
            {t("media.unreleased")}
          </span>
        ) : null}
      </div>
      <div className="mt-3 px-0.5">
        <p className="line-clamp-2 text-sm leading-snug font-semibold text-ink">{media.title}</p>
        <p className="mt-1 text-xs text-ink-muted">{details}</p>
      </div>
    </>
  );

  if (unreleased) {
    return <div className="group block opacity-60">{body}</div>;
  }
  return (
    <Link
      to={`/media/${buildMediaId(media.kind, media.tmdbId, media.title)}`}
      aria-label={t("media.cardLabel", { title: media.title, details })}
      className="group block rounded-xl transition-transform duration-200 hover:-translate-y-1"
    >
      {body}
    </Link>
  );
}
