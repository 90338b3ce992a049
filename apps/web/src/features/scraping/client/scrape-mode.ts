import { parseProxyList, type ExtensionFetcherOptions } from "@matinee/providers";
import { createApiScrapeClient } from "./api-scrape-client";
import { createLazyLocalScrapeClient } from "./lazy-local-scrape-client";
import type { ScrapeClient } from "./scrape-client";

/** What decides where scraping runs, from the runtime config, the viewer and the browser. */
export interface ScrapeSettings {
  /**
   * The operator's list, `VITE_CORS_PROXY_URL` (§4.6): plain proxies and `|type=api|` scraper
   * servers.
   */
  proxyUrls: readonly string[];
  /** The viewer's own proxy workers (settings, onboarding); plain proxy URLs. */
  ownProxyUrls?: readonly string[] | undefined;
  /** The server whose media library the local library source asks. */
  libraryUrl: string;
  /** The extension's messaging, when it is active (PROTOCOLS.md §5). */
  extension?: ExtensionFetcherOptions | undefined;
}

/**
 * Where a search runs, and the `tool` its metrics name (PROTOCOLS.md §1, /metrics/providers):
 * a local search names the proxy list its providers' `proxiedFetch` goes through.
 */
export type ScrapeMode =
  | { mode: "server"; baseUrl: string; tool: "default" }
  | { mode: "local"; tool: "extension" }
  | { mode: "local"; tool: "custom-proxy" | "default"; proxies: string[] };

function plainProxies(list: readonly string[]): string[] {
  return parseProxyList(list)
    .filter((entry) => entry.type === "proxy")
    .map((entry) => entry.url);
}

/**
 * The rule (SPEC §7, the predecessor's, README.md "Which engine"), first match wins:
 * 1. the extension is active → here, through the extension (the viewer's IP and headers);
 * 2. the viewer set proxy workers of their own → here, through them: the operator's scraper
 *    server and proxies are not used, the viewer chose to carry the load;
 * 3. the operator's list names a scraper server (its first `api` entry) → there;
 * 4. otherwise here, through the operator's plain proxies (or none).
 */
export function chooseScrapeMode(settings: ScrapeSettings): ScrapeMode {
  if (settings.extension) return { mode: "local", tool: "extension" };
  const own = plainProxies(settings.ownProxyUrls ?? []);
  if (own.length > 0) return { mode: "local", tool: "custom-proxy", proxies: own };
  const api = parseProxyList(settings.proxyUrls).find((entry) => entry.type === "api");
  if (api) return { mode: "server", baseUrl: api.url, tool: "default" };
  return { mode: "local", tool: "default", proxies: plainProxies(settings.proxyUrls) };
}

/** The client for the chosen mode. */
export function createScrapeClient(
  settings: ScrapeSettings,
  chosen = chooseScrapeMode(settings),
): ScrapeClient {
  if (chosen.mode === "server") return createApiScrapeClient({ baseUrl: chosen.baseUrl });
  if (chosen.tool === "extension") {
    return createLazyLocalScrapeClient({
      libraryUrl: settings.libraryUrl,
      proxyUrls: [],
      extension: settings.extension,
    });
  }
  return createLazyLocalScrapeClient({
    libraryUrl: settings.libraryUrl,
    proxyUrls: chosen.proxies,
  });
}
