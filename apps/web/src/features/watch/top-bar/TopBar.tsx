import { useState } from "react";
import { useTranslation } from "../../../shared/i18n";
import { Link } from "../../../shared/router";
import { ArrowLeftIcon } from "../../../shared/ui/icons";
import { BookmarkButton } from "../../library";
import { libraryMediaOf } from "../screen/media-of";
import { useScreen } from "../screen/ScreenContext";
import { backTarget, readHistoryEntries } from "./back-target";
import "../strings";

/** Back link, bookmark toggle and the title with its episode label (SPEC §2 player top bar). */
export function TopBar({ poster }: { poster: string | null }) {
  const { t } = useTranslation();
  const { meta } = useScreen();
  // Read once: where the viewer came from does not change while watching.
  const [back] = useState(() => backTarget(readHistoryEntries(), window.location.origin));
  const episodeLabel =
    meta.kind === "tv"
      ? t("watch.episodeLabel", {
          season: meta.season.number,
          episode: meta.episode.number,
          title: meta.episode.title,
        })
      : null;

  return (
    <div className="flex items-center gap-3 text-ink">
      <Link
        to={back}
        className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-ink/85 hover:text-ink"
      >
        <ArrowLeftIcon className="size-5" />
        {t("player.top.back")}
      </Link>
      <span aria-hidden="true" className="text-ink/40">
        /
      </span>
      {/* Wraps rather than cuts: at most two lines each, whole in a tooltip if longer still. */}
      <div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:gap-3">
        <h1
          title={meta.title}
          className="line-clamp-2 font-display text-base font-semibold wrap-break-word sm:text-lg"
        >
          {meta.title}
        </h1>
        {episodeLabel ? (
          <p
            title={episodeLabel}
            className="line-clamp-2 text-sm text-ink-muted wrap-break-word sm:line-clamp-1"
          >
            {episodeLabel}
          </p>
        ) : null}
      </div>
      <BookmarkButton media={libraryMediaOf(meta, poster)} />
    </div>
  );
}
