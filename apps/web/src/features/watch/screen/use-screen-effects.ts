import { useEffect } from "react";
import { useTranslation } from "../../../shared/i18n";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { usePlayer } from "../player/PlayerProvider";
import { useProgressSaver } from "../progress/use-progress-saver";
import { useMediaSession } from "../session/use-media-session";
import type { WatchMeta } from "../watch-meta";
import { playerMetaOf } from "./media-of";
import { useAutoplay } from "./use-autoplay";
import { episodePath } from "./use-next-episode";
import "../strings";

/** The previous episode of the season (by number), for the media session's "previous". */
function previousPath(meta: WatchMeta, mediaId: string): string | null {
  if (meta.kind === "movie") return null;
  const before = meta.episodes.filter((episode) => episode.number < meta.episode.number).at(-1);
  return before ? episodePath(mediaId, meta.season.id, before.id) : null;
}

/**
 * What a player screen does besides drawing: tells the engine what plays, saves progress,
 * autoplays the next episode, sets the tab title and the system media controls.
 */
export function useScreenEffects(input: {
  meta: WatchMeta;
  mediaId: string;
  poster: string | null;
  nextPath: string | null;
  /** The stream comes from Matinee's own media library (autoplay is then allowed). */
  fromOwnLibrary: boolean;
}): void {
  const { meta, mediaId, poster, nextPath, fromOwnLibrary } = input;
  const { t } = useTranslation();
  const player = usePlayer();

  useEffect(() => player.setMeta(playerMetaOf(meta, poster)), [player, meta, poster]);
  useProgressSaver(meta, poster);
  useAutoplay(nextPath, fromOwnLibrary);
  useDocumentTitle(
    meta.kind === "tv"
      ? t("player.documentTitle", {
          title: meta.title,
          season: meta.season.number,
          episode: meta.episode.number,
        })
      : meta.title,
  );
  useMediaSession({
    title: meta.kind === "tv" ? meta.episode.title : meta.title,
    artist: meta.kind === "tv" ? meta.title : "",
    poster,
    previousPath: previousPath(meta, mediaId),
    nextPath,
  });
}
