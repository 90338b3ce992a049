import type {
  EmbedOutput,
  MediaType,
  ScrapeMedia,
  SourcererOutput,
  StreamFlag,
} from "@matinee/contracts";
import type { Fetcher } from "../fetchers/fetcher";

/** What every provider run gets from the runner. */
export interface ScrapeContext {
  /** Fetches directly (from the browser or the server running the scrape). */
  fetch: Fetcher;
  /** Fetches through the configured proxies or the extension; same as `fetch` without them. */
  proxiedFetch: Fetcher;
  /** Aborted when the run is cancelled or this provider's time is up: pass it to every fetch. */
  signal: AbortSignal;
  /** Reports progress, 0..100 (an `update` event with status pending). */
  progress: (percentage: number) => void;
}

export interface SourceContext extends ScrapeContext {
  media: ScrapeMedia;
}

export interface EmbedContext extends ScrapeContext {
  /** The embed page a source returned, passed through unchanged. */
  url: string;
}

/** What the UI shows of a provider: `/metadata` and `listSources()` are made of these. */
export interface ProviderInfo {
  /** Stable id: used in events, metrics, the source order preference. Lowercase, no spaces. */
  id: string;
  name: string;
  /** Higher runs first. Unique within sources and within embeds. */
  rank: number;
  /** Flags every stream of this provider carries; checked against the run's target. */
  flags: StreamFlag[];
  /** Listed but never run (kept so a user's source order stays stable). */
  disabled?: boolean;
}

export interface SourceInfo extends ProviderInfo {
  mediaTypes: MediaType[];
}

/**
 * A source looks a title up and returns streams, or embed pages for an embed scraper. It throws
 * `notFound()` when it has nothing; any other throw is reported as a failure.
 */
export interface Source extends SourceInfo {
  scrape(context: SourceContext): Promise<SourcererOutput>;
}

/** An embed scraper turns one embed page a source found into streams. */
export interface Embed extends ProviderInfo {
  scrape(context: EmbedContext): Promise<EmbedOutput>;
}

/** The providers a runner knows. */
export interface ProviderSet {
  sources: readonly Source[];
  embeds: readonly Embed[];
}
