/** One usable entry of a proxy list (PROTOCOLS.md §4.6). */
export interface ProxyEntry {
  /** `proxy`: a CORS proxy (`?destination=`); `api`: a scraper API base URL. */
  type: "proxy" | "api";
  url: string;
  params: Record<string, string>;
}

const PREFIX = /^\|([^|]*)\|(.*)$/;

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * Reads proxy list entries: a plain URL is a proxy; `|type=api;k=v|<url>` carries parameters.
 * Unparseable URLs and unknown types are dropped, as the reference front end does.
 */
export function parseProxyList(entries: readonly string[]): ProxyEntry[] {
  const parsed: ProxyEntry[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    const match = PREFIX.exec(entry);
    const params: Record<string, string> = {};
    for (const pair of (match?.[1] ?? "").split(";")) {
      const [key, ...value] = pair.split("=");
      if (key) params[key.trim()] = value.join("=").trim();
    }
    const url = match ? (match[2] ?? "") : entry;
    const type = params.type ?? "proxy";
    if ((type !== "proxy" && type !== "api") || !isHttpUrl(url)) continue;
    parsed.push({ type, url, params });
  }
  return parsed;
}
