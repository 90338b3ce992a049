import type {
  EmbedOutput,
  MetaOutput,
  RunOutput,
  ScrapeMedia,
  SourcererOutput,
} from "@matinee/contracts";
import type { RunnerEventListener } from "@matinee/providers";

export interface ScrapeRunOptions {
  /** Progress as the runner reports it (init, start, update, discoverEmbeds). */
  onEvent?: RunnerEventListener;
  signal?: AbortSignal;
}

export interface ScrapeAllOptions extends ScrapeRunOptions {
  /** Source ids to try first (the viewer's preference); other scraper servers than ours ignore it. */
  sourceOrder?: readonly string[];
  /** Source ids to skip (turned off by the viewer); other scraper servers than ours ignore it. */
  disabledSources?: readonly string[];
}

/**
 * One way to find streams: the scraper server's event stream, or the provider engine in this
 * browser. Both report the same events and fail with a `ScrapeFailure`, so the screens never
 * ask which one ran. A cancelled run rejects with an AbortError.
 */
export interface ScrapeClient {
  readonly mode: "server" | "local";
  /** Sources and embed scrapers with their names (the server's `/metadata`, or the bundle). */
  providers(signal?: AbortSignal): Promise<MetaOutput[]>;
  /** Tries every source until one yields a stream; null when none does. */
  runAll(media: ScrapeMedia, options?: ScrapeAllOptions): Promise<RunOutput | null>;
  runSource(
    sourceId: string,
    media: ScrapeMedia,
    options?: ScrapeRunOptions,
  ): Promise<SourcererOutput>;
  runEmbed(embedId: string, url: string, options?: ScrapeRunOptions): Promise<EmbedOutput>;
}
