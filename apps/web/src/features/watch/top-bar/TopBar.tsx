import { useState } from "react";
import { useTranslation } from "../../../shared/i18n";
import { Link } from "../../../shared/router";
import { ArrowLeftIcon } from "../../../shared/ui/icons";
import { BookmarkButton } from "../../library";
import { libraryMediaOf } from "../screen/media-of";
import { useScreen } from "../screen/ScreenContext";
import { backTarget, readHistoryEntries } from "./back-target";

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
    <div className="flex items-center gap-3 text-white">
      <Link
        to={back}
        className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-white/85 hover:text-white"
      >
        <ArrowLeftIcon className="size-5" />
        {t("player.top.back")}
      </Link>
      <span aria-hidden="true" className="text-white/40">
        /
      </span>
      <h1 className="min-w-0 truncate font-display text-base font-semibold sm:text-lg">
        {meta.title}
        {episodeLabel ? (
          <span className="ml-3 hidden text-sm font-normal text-white/70 sm:inline">
            {episodeLabel}
          </span>
        ) : null}
      </h1>
      <BookmarkButton media={libraryMediaOf(meta, poster)} />
    </div>
  );
}
