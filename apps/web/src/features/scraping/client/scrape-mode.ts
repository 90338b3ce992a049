import { parseProxyList, type ExtensionFetcherOptions } from "@matinee/providers";
import { createApiScrapeClient } from "./api-scrape-client";
import { createLocalScrapeClient } from "./local-scrape-client";
import type { ScrapeClient } from "./scrape-client";

/** What decides where scraping runs, from the runtime config and the browser. */
export interface ScrapeSettings {
  /** `VITE_CORS_PROXY_URL` entries (§4.6): plain proxies and `|type=api|` scraper servers. */
  proxyUrls: readonly string[];
  /** The server whose media library the local library source asks. */
  libraryUrl: string;
  /** The extension's messaging, when it is active (PROTOCOLS.md §5). */
  extension?: ExtensionFetcherOptions | undefined;
}

/** Where a search runs, and the `tool` its metrics name (PROTOCOLS.md §1, /metrics/providers). */
export type ScrapeMode =
  | { mode: "server"; baseUrl: string; tool: "default" }
  | { mode: "local"; tool: "extension" | "default" };

/**
 * The predecessor's rule (SPEC §7): a scraper server from the proxy list (its first `api`
 * entry) unless the extension is active; otherwise scrape here, through the extension or the
 * proxies. The scraper server is the predecessor's `|type=api|` entry, so no key of its own.
 */
export function chooseScrapeMode(settings: ScrapeSettings): ScrapeMode {
  const entries = parseProxyList(settings.proxyUrls);
  const api = entries.find((entry) => entry.type === "api");
  if (settings.extension) return { mode: "local", tool: "extension" };
  if (api) return { mode: "server", baseUrl: api.url, tool: "default" };
  // The operator's proxies are the default setup; "custom-proxy" is for a viewer's own list.
  return { mode: "local", tool: "default" };
}

/** The client for the chosen mode. */
export function createScrapeClient(
  settings: ScrapeSettings,
  chosen = chooseScrapeMode(settings),
): ScrapeClient {
  if (chosen.mode === "server") return createApiScrapeClient({ baseUrl: chosen.baseUrl });
  return createLocalScrapeClient({
    libraryUrl: settings.libraryUrl,
    proxyUrls: settings.proxyUrls,
    extension: settings.extension,
  });
}
