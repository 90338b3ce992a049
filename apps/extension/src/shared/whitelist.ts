/**
 * The sites allowed to use the extension (PROTOCOLS.md §5.4, with the exact match of §7 row 19):
 * a list of hosts, lowercased `URL.host` with the port, in `storage.local` under
 * `domainWhitelist`. A page is allowed iff its own host is in the list; pages that are not
 * http(s) never are. The list starts empty: a site is added when its viewer grants it.
 */
export const WHITELIST_KEY = "domainWhitelist";

/** The host a whitelist entry for `url` is, or null when the URL is not an http(s) page. */
export function siteHost(url: string | undefined): string | null {
  if (url === undefined) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  return parsed.host.toLowerCase();
}

export function isAllowed(whitelist: readonly string[], url: string | undefined): boolean {
  const host = siteHost(url);
  return host !== null && whitelist.includes(host);
}

/** The §5.4 error a page that is not allowed gets. */
export function notWhitelistedError(url: string | undefined): string {
  const host = siteHost(url) ?? url ?? "This page";
  return `${host} is not whitelisted. Open the extension and click on the power button to whitelist the site.`;
}

export interface WhitelistStorage {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

export async function readWhitelist(storage: WhitelistStorage): Promise<string[]> {
  const stored = (await storage.get(WHITELIST_KEY))[WHITELIST_KEY];
  if (!Array.isArray(stored)) return [];
  return stored.filter((entry): entry is string => typeof entry === "string");
}

/** Adds (allowed = true) or removes the page's host; returns the new list. */
export async function setAllowed(
  storage: WhitelistStorage,
  url: string,
  allowed: boolean,
): Promise<string[]> {
  const host = siteHost(url);
  if (host === null) throw new Error(`Only http(s) pages can be allowed: ${url}`);
  const current = await readWhitelist(storage);
  const next = allowed
    ? current.includes(host)
      ? current
      : [...current, host]
    : current.filter((entry) => entry !== host);
  await storage.set({ [WHITELIST_KEY]: next });
  return next;
}
