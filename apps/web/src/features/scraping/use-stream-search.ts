import type { RunOutput, ScrapeMedia } from "@matinee/contracts";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { isAbort, ScrapeFailure } from "./client/scrape-failure";
import { peekEarlySearch, takeEarlySearch, type EarlySearch } from "./early-search";
import { metricsFromItems } from "./metrics/provider-metrics";
import {
  EMPTY_PROGRESS,
  progressItems,
  scrapeProgressReducer,
  type ProgressAction,
} from "./progress/scrape-progress";
import { scrapeOneSource, type SourceOutcome } from "./scrape-one-source";
import { useScrapeEnvironment, type ScrapeEnvironment } from "./scrape-environment";
import { IDLE_SEARCH, searchReducer, type StreamSearchState } from "./search-state";
import { scrapeOrderOptions } from "./source-order-store";
import { useStableMedia } from "./use-stable-media";

export interface StreamSearch {
  state: StreamSearchState;
  /** The stream to play (a §6.3 stream with its sourceId/embedId), once found. */
  output: RunOutput | null;
  /** Starts the whole search again. */
  retry: () => void;
  /** Scrapes one source; a stream it yields (directly or by its single embed) becomes `output`. */
  chooseSource: (sourceId: string) => Promise<SourceOutcome>;
  /** Plays a stream found elsewhere (the source overlay), so `output` names what plays. */
  replaceOutput: (output: RunOutput) => void;
}

/**
 * Finds a stream for `media` (null: not yet known) with the configured scraper, keeping the
 * progress for the scraping screen and reporting every outcome to the metrics. A new media, or
 * leaving the page, cancels the running search. A search started early for the same media
 * (`startEarlySearch`, while the page was loading) is adopted rather than started again; if it
 * has already found a stream, the search starts out found (no scraping screen in between).
 * While the environment holds searches back (the extension being asked, or Permission missing
 * waiting for the viewer) the search stays idle, and starts once nothing holds it.
 */
export function useStreamSearch(media: ScrapeMedia | null): StreamSearch {
  const environment = useScrapeEnvironment();
  const { client, reportMetrics } = environment;
  const stable = useStableMedia(media);
  const [state, dispatch] = useReducer(searchReducer, null, () =>
    stable ? initialState(peekEarlySearch(client, stable)) : IDLE_SEARCH,
  );
  const [attempt, setAttempt] = useState(0);
  const pinned = usePinnedEnvironment(environment, stable, attempt);
  // The state the search started out with (found, when an early search had the stream), and
  // the media whose search that settled: its effect has nothing left to run (StrictMode runs it
  // twice).
  const atStart = useRef(state);
  const startedFound = useRef<ScrapeMedia | null>(null);

  useEffect(() => {
    if (!stable || !pinned || (attempt === 0 && startedFound.current === stable)) return;
    const { client, reportMetrics } = pinned;
    const controller = new AbortController();
    let progress = EMPTY_PROGRESS;
    const track = (action: ProgressAction) => {
      // A cancelled run may still report on its way out; it must not mix into the next one.
      if (controller.signal.aborted) return;
      progress = scrapeProgressReducer(progress, action);
      dispatch({ type: "progress", action });
    };
    const report = () => void reportMetrics(metricsFromItems(progressItems(progress), stable));
    const early = takeEarlySearch(client, stable);
    if (early?.found && early.found === atStart.current.output && attempt === 0) {
      startedFound.current = stable;
      // The state started out found with this search's progress (see initialState). One that
      // found its stream after the first render is followed below like a running one.
      progress = atStart.current.progress;
      report();
      return;
    }
    dispatch({ type: "begin" });
    const run = early
      ? early.follow(track, controller.signal)
      : client.runAll(stable, {
          onEvent: track,
          signal: controller.signal,
          ...scrapeOrderOptions(),
        });
    run.then(
      (output) => {
        if (controller.signal.aborted) return;
        if (output) {
          track({ type: "completed" });
          dispatch({ type: "found", output });
        } else dispatch({ type: "ended", failure: null });
        report();
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        const failure =
          error instanceof ScrapeFailure ? error : new ScrapeFailure("scrapeError", String(error));
        dispatch({ type: "ended", failure });
        report();
      },
    );
    return () => controller.abort();
  }, [pinned, stable, attempt]);

  const chooseSource = useCallback(
    async (sourceId: string) => {
      if (!stable) return { kind: "failed", message: "no media" } as const;
      const outcomes: Parameters<typeof metricsFromItems>[0][number][] = [];
      const outcome = await scrapeOneSource(client, sourceId, stable, {
        log: (item) => outcomes.push(item),
      });
      void reportMetrics(metricsFromItems(outcomes, stable));
      if (outcome.kind === "stream") dispatch({ type: "found", output: outcome.output });
      return outcome;
    },
    [client, reportMetrics, stable],
  );

  return {
    state,
    output: state.output,
    retry: useCallback(() => setAttempt((count) => count + 1), []),
    chooseSource,
    replaceOutput: useCallback((output: RunOutput) => dispatch({ type: "found", output }), []),
  };
}

/**
 * The environment the search for `media` (its `attempt`-th try) runs in: the first one that
 * holds nothing back (null until then: the extension's check is out, or Permission missing
 * waits for the viewer), kept for that search. A later change (the extension asked again as
 * the tab comes back, the proxy workers edited) applies to the next search instead of
 * restarting this one under a playing stream.
 */
function usePinnedEnvironment(
  environment: ScrapeEnvironment,
  media: ScrapeMedia | null,
  attempt: number,
): ScrapeEnvironment | null {
  const [pin, setPin] = useState<{
    media: ScrapeMedia | null;
    attempt: number;
    environment: ScrapeEnvironment;
  } | null>(null);
  if (pin?.media === media && pin.attempt === attempt) return pin.environment;
  if (environment.hold) return null;
  // Kept from this render on (React's "state from an earlier render" pattern).
  setPin({ media, attempt, environment });
  return environment;
}

/**
 * Found at once, with the scraping screen's progress of the whole run, when an early search
 * already has the stream; otherwise idle.
 */
function initialState(early: EarlySearch | null): StreamSearchState {
  if (!early?.found) return IDLE_SEARCH;
  const events: ProgressAction[] = [...early.events, { type: "completed" }];
  return {
    ...IDLE_SEARCH,
    status: "found",
    output: early.found,
    progress: events.reduce(scrapeProgressReducer, EMPTY_PROGRESS),
  };
}
