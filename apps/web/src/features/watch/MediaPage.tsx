import { MetadataError } from "@matinee/catalogue";
import {
  mediaPageAddress,
  readMediaPageSegments,
  type EpisodeIds,
  type MediaRef,
} from "@matinee/domain";
import type { ReactNode } from "react";
import { useTranslation } from "../../shared/i18n";
import { Link, Navigate, useParams } from "../../shared/router";
import { buttonClass } from "../../shared/ui/button-styles";
import { ArrowLeftIcon, WarningIcon } from "../../shared/ui/icons";
import { Notice } from "../../shared/ui/Notice";
import { Spinner } from "../../shared/ui/Spinner";
import { PlayerScreen } from "./screen/PlayerScreen";
import { useWatchMeta } from "./use-watch-meta";
import "./strings";

/** `/media/{media}` and `/media/{media}/{seasonId}/{episodeId}`: the title and its player. */
export function MediaPage() {
  const { media = "", season, episode } = useParams();
  const page = readMediaPageSegments(media, season, episode);
  // The route shows the not-found page for an address that names no title (app/routes.tsx), so
  // this chunk needs none of the site's pages.
  if (!page) return null;
  return <LoadedMediaPage mediaId={media} mediaRef={page.ref} episodeIds={page.episodeIds} />;
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
    const episode = { seasonId: data.season.id, episodeId: data.episode.id };
    return <Navigate replace to={mediaPageAddress(mediaId, episode)} />;
  }

  return <PlayerScreen meta={data} mediaId={mediaId} />;
}

function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 pt-4 pb-16 sm:px-6">
      <Link
        to="/"
        className="inline-flex w-fit items-center gap-2 rounded-lg py-1 pe-2 text-sm font-medium text-ink-muted transition-colors hover:text-ink"
      >
        <ArrowLeftIcon className="size-4" />
        {t("watch.back")}
      </Link>
      {children}
    </div>
  );
}
