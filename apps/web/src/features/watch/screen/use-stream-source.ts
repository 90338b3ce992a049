import type { RunOutput, ScrapeMedia } from "@matinee/contracts";
import { useCallback, useLayoutEffect, useRef } from "react";
import { useSearchParams } from "../../../shared/router";
import type { StreamSearch } from "../../scraping";
import { usePlayer } from "../player/PlayerProvider";
import { loadedOutput, loadStream } from "../start-up/screen-player";
import type { WatchMeta } from "../watch-meta";
import { resumePosition } from "./start-position";

export interface StreamSource {
  /** Plays a stream picked in the source overlay at the current time, named as playing. */
  switchTo: (output: RunOutput) => void;
}

/**
 * Drives the engine's status (SPEC §4) from the search for the title (or episode): scraping
 * while it runs, scrapeNotFound when it ends empty, playing from the start position (`?t=`, else
 * saved progress) once a stream is found. Each episode is a new search; the last episode's
 * stream stops meanwhile. `media` is null when the title cannot be searched (no year).
 */
export function useStreamSource(
  meta: WatchMeta,
  media: ScrapeMedia | null,
  search: StreamSearch,
): StreamSource {
  const player = usePlayer();
  const [searchParams] = useSearchParams();
  const { status } = search.state;
  const output = search.output;
  const searchable = media !== null;
  const startParam = searchParams.get("t");
  const episodeId = meta.kind === "tv" ? String(meta.episode.id) : undefined;
  // The episode the engine's source belongs to (an engine started ahead plays this one's).
  const sourceEpisode = useRef(episodeId);

  // Another episode of the same title (the engine is kept): its predecessor must neither play on
  // under the scraping screen nor have its time saved as the new episode's progress.
  useLayoutEffect(() => {
    if (sourceEpisode.current === episodeId) return;
    sourceEpisode.current = episodeId;
    if (player.store.getState().source) player.reset();
  }, [player, episodeId]);

  // A layout effect: the source goes to the engine before the screen's first paint, not after
  // it (the first frame waits for this; painting the whole screen takes a while).
  useLayoutEffect(() => {
    if (status === "found") {
      // The engine already plays it: loaded here before, or started ahead of the first render.
      if (!output || loadedOutput(player) === output) return;
      loadStream(player, output, resumePosition(meta.tmdbId, episodeId, startParam));
      return;
    }
    player.startScraping();
    if (status === "notFound" || status === "failed" || !searchable) player.reportScrapeNotFound();
    // Load once per found stream: a later change of `?t=` must not restart playback.
  }, [player, status, output, searchable, meta.tmdbId, episodeId, startParam]);

  const { replaceOutput } = search;
  const switchTo = useCallback(
    (next: RunOutput) => {
      const { currentTime } = player.store.getState();
      loadStream(player, next, currentTime);
      replaceOutput(next);
    },
    [player, replaceOutput],
  );

  return { switchTo };
}
