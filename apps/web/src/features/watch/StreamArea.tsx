import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../shared/ui/button-styles";
import { FilmIcon, WarningIcon } from "../../shared/ui/icons";
import { Notice } from "../../shared/ui/Notice";
import { Spinner } from "../../shared/ui/Spinner";
import { streamTargetKey, streamTargetOf, useLibraryStream } from "./use-library-stream";
import { VideoPlayer } from "./VideoPlayer";
import type { WatchMeta } from "./watch-meta";

/** Finds the title's stream in the media library, then plays it. */
export function StreamArea({ meta }: { meta: WatchMeta }) {
  const { t } = useTranslation();
  const target = streamTargetOf(meta);
  const stream = useLibraryStream(target);

  if (stream.isPending) {
    return (
      <Panel>
        <Spinner label={t("watch.findingStream")} />
      </Panel>
    );
  }

  if (stream.isError || stream.data === null) {
    const failed = stream.isError;
    return (
      <Panel>
        <Notice
          tone={failed ? "danger" : "neutral"}
          icon={failed ? <WarningIcon /> : <FilmIcon />}
          title={t(failed ? "watch.streamFailedTitle" : "watch.noStreamTitle")}
          actions={
            <Link to="/" className={buttonClass("primary")}>
              {t("watch.goHome")}
            </Link>
          }
        >
          <p>{t(failed ? "watch.streamFailedText" : "watch.noStreamText")}</p>
        </Notice>
      </Panel>
    );
  }

  return (
    <VideoPlayer key={streamTargetKey(target)} stream={stream.data.stream} title={meta.title} />
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-72 place-items-center rounded-2xl bg-surface ring-1 ring-line sm:aspect-video sm:max-h-[72dvh] sm:min-h-0">
      {children}
    </div>
  );
}
