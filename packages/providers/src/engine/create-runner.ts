import type {
  EmbedOutput,
  MediaType,
  MetaOutput,
  RunOutput,
  ScrapeMedia,
  SourcererOutput,
} from "@matinee/contracts";
import type { Fetcher } from "../fetchers/fetcher";
import { makeProxiedFetcher } from "../fetchers/proxied-fetcher";
import { parseProxyList } from "../fetchers/proxy-list";
import { makeStandardFetcher } from "../fetchers/standard-fetcher";
import { ScrapeError } from "./errors";
import type { RunnerEventListener } from "./events";
import { listSources, toMetaOutput } from "./list-sources";
import type { Embed, ProviderSet, Source, SourceInfo } from "./provider";
import { runOneEmbed, runOneSource, type ProviderRunSettings } from "./run-provider";
import { runSources } from "./run-all";
import { areFlagsAllowed, targetFeatures, type Target } from "./targets";

export interface RunnerOptions {
  /** The sources and embed scrapers to use (e.g. `createBundledProviders(...)`). */
  providers: ProviderSet;
  /** Direct fetcher. Default: `makeStandardFetcher()` (the global fetch). */
  fetcher?: Fetcher;
  /** Fetcher for `proxiedFetch`: the extension's, say. Default: made from `proxies`, else `fetcher`. */
  proxiedFetcher?: Fetcher;
  /** Proxy list entries (§4.6) for a round-robin proxied fetcher when none is given. */
  proxies?: readonly string[];
  /** Where streams will play, deciding the flag rules. Default `browser`. */
  target?: Target;
  /** True when scraping and playback share one IP (extension, native). Default false. */
  consistentIpForRequests?: boolean;
  /** Time one source (or one embed) may take before the run moves on. Default 15 000 ms. */
  timeoutMs?: number;
}

export interface RunOptions {
  onEvent?: RunnerEventListener;
  signal?: AbortSignal;
}

export interface RunAllOptions extends RunOptions {
  /** Source ids to try first, in this order (the user's preference); the rest by rank. */
  sourceOrder?: readonly string[];
  /** Source ids never to try in this run (the ones the user turned off). */
  disabledSources?: readonly string[];
  /** Embed ids to try first, in this order; the rest by rank. */
  embedOrder?: readonly string[];
}

export interface Runner {
  /** Sources usable for this target (and media type), in rank order. */
  listSources(mediaType?: MediaType): SourceInfo[];
  /** `/metadata`: `[embeds, sources]`, each sorted by rank, highest first. */
  metadata(): [MetaOutput[], MetaOutput[]];
  /** Tries every usable source until one yields a stream; null when none does. */
  runAll(media: ScrapeMedia, options?: RunAllOptions): Promise<RunOutput | null>;
  /** Runs one source; throws NotFoundError (or another ScrapeError) when it yields nothing. */
  runSource(sourceId: string, media: ScrapeMedia, options?: RunOptions): Promise<SourcererOutput>;
  /** Runs one embed scraper on a URL a source returned. */
  runEmbed(embedId: string, url: string, options?: RunOptions): Promise<EmbedOutput>;
}

/** `preferred` ids first in their order, then the rest by rank (highest first). */
function ordered<T extends { id: string; rank: number }>(
  items: T[],
  preferred: readonly string[] = [],
) {
  const position = (item: T) => {
    const index = preferred.indexOf(item.id);
    return index === -1 ? preferred.length : index;
  };
  return [...items].sort((a, b) => position(a) - position(b) || b.rank - a.rank);
}

/** Builds a provider runner: the one engine behind browser scraping and the scraper API. */
export function createRunner(options: RunnerOptions): Runner {
  const features = targetFeatures(
    options.target ?? "browser",
    options.consistentIpForRequests ?? false,
  );
  const usable = <T extends Source | Embed>(items: readonly T[]) =>
    items.filter((item) => !item.disabled && areFlagsAllowed(item.flags, features));
  const sources = usable(options.providers.sources);
  const embeds = usable(options.providers.embeds);
  const fetch = options.fetcher ?? makeStandardFetcher();
  const hasProxy = parseProxyList(options.proxies ?? []).some((entry) => entry.type === "proxy");
  const proxiedFetch =
    options.proxiedFetcher ??
    (hasProxy ? makeProxiedFetcher({ proxies: options.proxies ?? [] }) : fetch);
  const settings = (run: RunOptions): ProviderRunSettings => ({
    providers: { sources, embeds },
    fetch,
    proxiedFetch,
    features,
    timeoutMs: options.timeoutMs ?? 15_000,
    signal: run.signal,
    onEvent: run.onEvent,
  });

  return {
    listSources: (mediaType) => listSources(sources, mediaType),
    metadata: () => [
      ordered(embeds).map((e) => toMetaOutput("embed", e)),
      listSources(sources).map((s) => toMetaOutput("source", s)),
    ],
    runAll(media, run = {}) {
      const skipped = run.disabledSources ?? [];
      const chosen = ordered(sources, run.sourceOrder).filter(
        (s) => s.mediaTypes.includes(media.type) && !skipped.includes(s.id),
      );
      return runSources(chosen, ordered(embeds, run.embedOrder), media, settings(run));
    },
    async runSource(sourceId, media, run = {}) {
      const source = sources.find((candidate) => candidate.id === sourceId);
      if (!source) throw new ScrapeError("unknownProvider", `No source with id ${sourceId}`);
      return runOneSource(source, media, sourceId, settings(run));
    },
    async runEmbed(embedId, url, run = {}) {
      const embed = embeds.find((candidate) => candidate.id === embedId);
      if (!embed) throw new ScrapeError("unknownProvider", `No embed with id ${embedId}`);
      return runOneEmbed(embed, url, embedId, settings(run));
    },
  };
}
