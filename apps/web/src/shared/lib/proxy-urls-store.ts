import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { appConfig } from "./config";

/** The viewer's own proxy workers (SPEC §3 `proxyUrls`), kept in this browser. */
interface ProxyUrlsState {
  urls: string[];
}

/** Bump with a migrate step when the stored shape changes. */
const VERSION = 1;

function readUrls(state: unknown): string[] {
  const urls = (state as { urls?: unknown } | null)?.urls;
  return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === "string") : [];
}

export const useProxyUrlsStore = create<ProxyUrlsState>()(
  persist(() => ({ urls: [] as string[] }), {
    name: "matinee::proxy-urls",
    version: VERSION,
    storage: createJSONStorage(() => localStorage),
    migrate: () => ({ urls: [] }),
    merge: (persisted, current) => ({ ...current, urls: readUrls(persisted) }),
  }),
);

/** Replaces the viewer's list (the settings page, or a restore from the account server). */
export function setProxyUrls(urls: readonly string[]): void {
  useProxyUrlsStore.setState({ urls: [...new Set(urls)] });
}

// A scraper-API entry of the configuration (`|type=api|…`), which the viewer's list never replaces.
const API_ENTRY = /^\|[^|]*type=api[^|]*\|/;

/**
 * The proxy list scraping uses: the viewer's workers, when they have any, in place of the
 * configured proxies (the configuration's scraper-API entries stay); else the configuration's.
 */
export function activeProxyUrls(
  own: readonly string[] = useProxyUrlsStore.getState().urls,
  configured: readonly string[] = appConfig().proxyUrls,
): string[] {
  if (own.length === 0) return [...configured];
  return [...configured.filter((entry) => API_ENTRY.test(entry.trim())), ...own];
}
