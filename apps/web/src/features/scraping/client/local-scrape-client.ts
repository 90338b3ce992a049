import {
  createBundledProviders,
  createRunner,
  isNotFound,
  makeExtensionFetcher,
  parseProxyList,
  type ExtensionFetcherOptions,
  type Fetcher,
} from "@matinee/providers";
import type { ScrapeClient } from "./scrape-client";
import { isAbort, ScrapeFailure } from "./scrape-failure";

export interface LocalScrapeClientOptions {
  /** The Matinee server whose media library the library source asks. */
  libraryUrl: string;
  /** The proxy list (§4.6); its plain entries proxy the providers' `proxiedFetch`. */
  proxyUrls: readonly string[];
  /** The extension's messaging, when it is active: it fetches with the viewer's IP and headers. */
  extension?: ExtensionFetcherOptions | undefined;
  /** Search the Internet Archive from this browser. Default true. */
  archive?: boolean;
  /** Direct fetcher; default the global fetch (tests pass a fake). */
  fetcher?: Fetcher;
  timeoutMs?: number;
}

/** A runner failure in the client's terms; an abort stays an abort. */
function toFailure(error: unknown): unknown {
  if (isAbort(error) || error instanceof ScrapeFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ScrapeFailure(isNotFound(error) ? "notFound" : "scrapeError", message);
}

/**
 * Scraping in this browser with the bundled lawful providers (SPEC §7, local scraping): the
 * library at `libraryUrl` and the Internet Archive, through the extension when it is active
 * (target browser-extension, one IP) or the configured proxies.
 */
export function createLocalScrapeClient(options: LocalScrapeClientOptions): ScrapeClient {
  const proxies = parseProxyList(options.proxyUrls)
    .filter((entry) => entry.type === "proxy")
    .map((entry) => entry.url);
  const runner = createRunner({
    providers: createBundledProviders({
      library: { baseUrl: options.libraryUrl },
      archive: options.archive ?? true,
    }),
    ...(options.fetcher ? { fetcher: options.fetcher } : {}),
    ...(options.extension
      ? { proxiedFetcher: makeExtensionFetcher(options.extension), target: "browser-extension" }
      : { proxies, target: "browser" }),
    consistentIpForRequests: options.extension !== undefined,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw toFailure(error);
    }
  };
  return {
    mode: "local",
    providers: () => {
      const [embeds, sources] = runner.metadata();
      return Promise.resolve([...embeds, ...sources]);
    },
    runAll: (media, run = {}) => guard(() => runner.runAll(media, run)),
    runSource: (id, media, run = {}) => guard(() => runner.runSource(id, media, run)),
    runEmbed: (id, url, run = {}) => guard(() => runner.runEmbed(id, url, run)),
  };
}
