import type { RunOutput, ScrapeMedia } from "@matinee/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { isAbort } from "./client/scrape-failure";
import { metricsFromItems } from "./metrics/provider-metrics";
import type { ScrapeItem } from "./progress/scrape-progress";
import { scrapeOneEmbed, scrapeOneSource, type SourceOutcome } from "./scrape-one-source";
import { useScrapeEnvironment } from "./scrape-environment";
import { useStableMedia } from "./use-stable-media";

export type SelectionState = { kind: "loading" } | Exclude<SourceOutcome, { kind: "stream" }>;

/**
 * Runs the source the viewer picked (and the embed they pick after): loading, then the embeds
 * to choose from, a state to show, or `onFound` with the stream. Every attempt is reported to
 * the metrics. Picking again, or closing the page, cancels the attempt before.
 */
export function useSourceSelection(
  mediaValue: ScrapeMedia,
  sourceId: string,
  onFound: (output: RunOutput) => void,
) {
  const { client, reportMetrics } = useScrapeEnvironment();
  const media = useStableMedia(mediaValue);
  const [state, setState] = useState<SelectionState>({ kind: "loading" });
  const controller = useRef<AbortController | null>(null);
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  }, [onFound]);

  const run = useCallback(
    (
      work: (options: {
        signal: AbortSignal;
        log: (item: ScrapeItem) => void;
      }) => Promise<SourceOutcome>,
    ) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const outcomes: ScrapeItem[] = [];
      setState({ kind: "loading" });
      work({ signal: current.signal, log: (item) => outcomes.push(item) }).then(
        (outcome) => {
          void reportMetrics(metricsFromItems(outcomes, media));
          if (current.signal.aborted) return;
          if (outcome.kind === "stream") found.current(outcome.output);
          else setState(outcome);
        },
        (error: unknown) => {
          if (!isAbort(error)) setState({ kind: "failed", message: String(error) });
        },
      );
    },
    [media, reportMetrics],
  );

  const start = useCallback(
    () => run((options) => scrapeOneSource(client, sourceId, media, options)),
    [run, client, sourceId, media],
  );
  useEffect(() => {
    start();
    return () => controller.current?.abort();
  }, [start]);

  const chooseEmbed = (embed: { embedId: string; url: string }) =>
    run((options) => scrapeOneEmbed(client, sourceId, embed, options));

  return { state, retry: start, chooseEmbed };
}
