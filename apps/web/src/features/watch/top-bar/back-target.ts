/** Paths the back link skips: other player pages and the redirecting routes (predecessor rule). */
const SKIPPED = [/^\/media(\/|$)/, /^\/s(\/|$)/, /^\/onboarding(\/|$)/];

/** The entries of the tab's history, oldest first, as far as the browser exposes them. */
export interface HistoryEntries {
  urls: readonly string[];
  /** Index of the current entry. */
  current: number;
}

/**
 * Where the player's back link leads: the most recent earlier page of this tab that is not a
 * player or a redirect, else home. `base` is the router's basename (hash routers keep the path
 * after "#").
 */
export function backTarget(history: HistoryEntries | null, origin: string): string {
  if (!history) return "/";
  for (let index = history.current - 1; index >= 0; index--) {
    const url = history.urls[index];
    if (!url) continue;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      continue;
    }
    if (parsed.origin !== origin) continue;
    const hashPath = parsed.hash.startsWith("#/") ? parsed.hash.slice(1) : null;
    const path = hashPath ?? `${parsed.pathname}${parsed.search}`;
    const pathname = path.split("?")[0] ?? path;
    if (!SKIPPED.some((pattern) => pattern.test(pathname))) return path;
  }
  return "/";
}

interface NavigationLike {
  entries(): { url: string | null }[];
  currentEntry: { index: number } | null;
}

/**
 * The tab's history through the Navigation API (Chromium, recent Safari and Firefox); null
 * where it is missing, and the back link then goes home.
 */
export function readHistoryEntries(): HistoryEntries | null {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  if (!navigation?.currentEntry) return null;
  return {
    urls: navigation.entries().map((entry) => entry.url ?? ""),
    current: navigation.currentEntry.index,
  };
}
