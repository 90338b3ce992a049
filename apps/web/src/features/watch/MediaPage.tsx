import { MetadataError } from "@matinee/catalogue";
import { parseMediaId, type MediaRef } from "@matinee/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { buttonClass } from "../../shared/ui/button-styles";
import { ArrowLeftIcon, WarningIcon } from "../../shared/ui/icons";
import { Notice } from "../../shared/ui/Notice";
import { Spinner } from "../../shared/ui/Spinner";
import { NotFoundPage } from "../pages";
import { parseEpisodeIds, type EpisodeIds } from "./episode-ids";
import { StreamArea } from "./StreamArea";
import { useWatchMeta } from "./use-watch-meta";
import type { WatchMeta } from "./watch-meta";

/** `/media/{media}` and `/media/{media}/{seasonId}/{episodeId}`: the title and its player. */
export function MediaPage() {
  const { media = "", season, episode } = useParams();
  const ref = parseMediaId(media);
  const episodeIds = parseEpisodeIds(season, episode);
  // A malformed id, or a season without an episode (or ids on a movie), names no page.
  const hasEpisodeSegments = season !== undefined || episode !== undefined;
  if (!ref || (hasEpisodeSegments && (!episodeIds || ref.kind === "movie"))) {
    return <NotFoundPage />;
  }
  return <LoadedMediaPage mediaId={media} mediaRef={ref} episodeIds={episodeIds} />;
}

function LoadedMediaPage({
  mediaId,
  mediaRef,
  episodeIds,
}: {
  mediaId: string;
  mediaRef: MediaRef;
  episodeIds: EpisodeIds | null;
}) {
  const { t } = useTranslation();
  const meta = useWatchMeta(mediaRef, episodeIds);
  useDocumentTitle(meta.data?.title ?? null);

  if (meta.isPending) {
    return (
      <PageFrame>
        <Spinner label={t("watch.loadingMeta")} />
      </PageFrame>
    );
  }

  if (meta.isError) {
    const notFound = meta.error instanceof MetadataError && meta.error.kind === "notFound";
    return (
      <PageFrame>
        <Notice
          headingLevel="h1"
          tone={notFound ? "neutral" : "danger"}
          icon={<WarningIcon />}
          title={t(notFound ? "watch.notFoundTitle" : "watch.metaFailedTitle")}
          actions={
            <>
              {notFound ? null : (
                <button
                  type="button"
                  className={buttonClass("primary")}
                  onClick={() => void meta.refetch()}
                >
                  {t("watch.retry")}
                </button>
              )}
              <Link to="/" className={buttonClass("secondary")}>
                {t("watch.goHome")}
              </Link>
            </>
          }
        >
          <p>{t(notFound ? "watch.notFoundText" : "watch.metaFailedText")}</p>
        </Notice>
      </PageFrame>
    );
  }

  const data = meta.data;
  if (data.kind === "tv" && !episodeIds) {
    // Name the chosen episode in the URL, as links to episodes do.
    return <Navigate replace to={`/media/${mediaId}/${data.season.id}/${data.episode.id}`} />;
  }

  return (
    <PageFrame>
      <TitleBlock meta={data} />
      <StreamArea meta={data} />
    </PageFrame>
  );
}

function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 pt-4 pb-16 sm:px-6">
      <Link
        to="/"
        className="inline-flex w-fit items-center gap-2 rounded-lg py-1 pr-2 text-sm font-medium text-ink-muted transition-colors hover:text-ink"
      >
        <ArrowLeftIcon className="size-4" />
        {t("watch.back")}
      </Link>
      {children}
    </div>
  );
}

function TitleBlock({ meta }: { meta: WatchMeta }) {
  const { t } = useTranslation();
  const details = [
    meta.kind === "tv"
      ? t("watch.episodeLabel", {
          season: meta.season.number,
          episode: meta.episode.number,
          title: meta.episode.title,
        })
      : null,
    meta.year === null ? null : String(meta.year),
  ].filter((part): part is string => part !== null);
  return (
    <header>
      <h1 className="font-display text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
        {meta.title}
      </h1>
      {details.length > 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{details.join(" · ")}</p>
      ) : null}
    </header>
  );
}
