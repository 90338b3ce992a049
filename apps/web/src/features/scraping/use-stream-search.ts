import type { RunOutput, ScrapeMedia } from "@matinee/contracts";
import { useCallback, useEffect, useReducer, useState } from "react";
import { isAbort, ScrapeFailure } from "./client/scrape-failure";
import { metricsFromItems } from "./metrics/provider-metrics";
import {
  EMPTY_PROGRESS,
  progressItems,
  scrapeProgressReducer,
  type ProgressAction,
} from "./progress/scrape-progress";
import { scrapeOneSource, type SourceOutcome } from "./scrape-one-source";
import { useScrapeEnvironment } from "./scrape-environment";
import { IDLE_SEARCH, searchReducer, type StreamSearchState } from "./search-state";
import { useSourceOrder } from "./source-order-store";
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
 * leaving the page, cancels the running search.
 */
export function useStreamSearch(media: ScrapeMedia | null): StreamSearch {
  const { client, reportMetrics } = useScrapeEnvironment();
  const [state, dispatch] = useReducer(searchReducer, IDLE_SEARCH);
  const [attempt, setAttempt] = useState(0);
  const stable = useStableMedia(media);

  useEffect(() => {
    if (!stable) return;
    const controller = new AbortController();
    let progress = EMPTY_PROGRESS;
    const track = (action: ProgressAction) => {
      // A cancelled run may still report on its way out; it must not mix into the next one.
      if (controller.signal.aborted) return;
      progress = scrapeProgressReducer(progress, action);
      dispatch({ type: "progress", action });
    };
    const report = () => void reportMetrics(metricsFromItems(progressItems(progress), stable));
    dispatch({ type: "begin" });
    client
      .runAll(stable, {
        onEvent: track,
        signal: controller.signal,
        sourceOrder: useSourceOrder.getState().sourceOrder,
      })
      .then(
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
            error instanceof ScrapeFailure
              ? error
              : new ScrapeFailure("scrapeError", String(error));
          dispatch({ type: "ended", failure });
          report();
        },
      );
    return () => controller.abort();
  }, [client, reportMetrics, stable, attempt]);

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
