import { useEffect, useRef } from "react";
import { recordProgress } from "../../library";
import { usePlayer } from "../player/PlayerProvider";
import type { WatchMeta } from "../watch-meta";
import { episodeRefOf, libraryMediaOf } from "../screen/media-of";

/** SPEC §9: progress is saved every 3 s when it changed, once the video has played. */
export const SAVE_PROGRESS_EVERY_MS = 3000;

/**
 * Saves the watch position to the library every 3 s while it changes, and once more when the
 * screen (or the episode) goes, so a reload resumes where the viewer was.
 */
export function useProgressSaver(meta: WatchMeta, poster: string | null): void {
  const player = usePlayer();
  const latest = useRef({ meta, poster });
  useEffect(() => {
    latest.current = { meta, poster };
  });
  const episodeKey = meta.kind === "tv" ? meta.episode.id : null;

  useEffect(() => {
    let saved = { watched: -1, duration: -1 };
    function save() {
      const { currentTime, duration, hasPlayedOnce } = player.store.getState();
      if (!hasPlayedOnce || !(duration > 0)) return;
      const watched = Math.floor(currentTime);
      if (watched === saved.watched && duration === saved.duration) return;
      saved = { watched, duration };
      const { meta: current, poster: currentPoster } = latest.current;
      recordProgress({
        media: libraryMediaOf(current, currentPoster),
        watched,
        duration,
        episode: episodeRefOf(current),
      });
    }
    const timer = setInterval(save, SAVE_PROGRESS_EVERY_MS);
    const stopFirstPlay = player.store.select(
      (state) => state.hasPlayedOnce,
      (played) => played && save(),
    );
    window.addEventListener("pagehide", save);
    return () => {
      save();
      clearInterval(timer);
      stopFirstPlay();
      window.removeEventListener("pagehide", save);
    };
  }, [player, meta.tmdbId, episodeKey]);
}
