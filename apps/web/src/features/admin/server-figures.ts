/** What the account server's Prometheus text tells an operator (PROTOCOLS §1.10). */
export interface ServerFigures {
  /** `mw_user_count`, summed over namespaces; null when the text has none. */
  users: number | null;
  /** Every `mw_provider_hostname_count` sample summed: provider requests clients reported. */
  providerRequests: number | null;
}

/** `name{labels} value` or `name value`; comments and other metrics are skipped. */
const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{[^}]*\})?\s+(\S+)/;

/** Reads the figures the admin page shows out of a `/metrics` answer. */
export function readServerFigures(text: string): ServerFigures {
  const sums = new Map<string, number>();
  for (const line of text.split("\n")) {
    // A metric the server declares but has no sample of yet counts nothing so far: zero.
    const declared = /^# TYPE (mw_user_count|mw_provider_hostname_count) /.exec(line)?.[1];
    if (declared && !sums.has(declared)) sums.set(declared, 0);
    if (line.startsWith("#")) continue;
    const match = SAMPLE.exec(line.trim());
    if (!match) continue;
    const [, name, raw] = match;
    if (name !== "mw_user_count" && name !== "mw_provider_hostname_count") continue;
    const value = Number(raw);
    if (!Number.isFinite(value)) continue;
    sums.set(name, (sums.get(name) ?? 0) + value);
  }
  return {
    users: sums.get("mw_user_count") ?? null,
    providerRequests: sums.get("mw_provider_hostname_count") ?? null,
  };
}

/**
 * Where the server's metrics are: `{backend}/metrics` as the predecessor asked, then the
 * origin's (Matinee keeps `/metrics` at the root when the API has a BASE_PATH).
 */
export function metricsUrls(backendUrl: string): string[] {
  const base = backendUrl.replace(/\/+$/, "");
  const atOrigin = `${new URL(base).origin}/metrics`;
  const first = `${base}/metrics`;
  return first === atOrigin ? [first] : [first, atOrigin];
}

/** Fetches and reads the figures; null when no address answers with metrics. */
export async function fetchServerFigures(
  backendUrl: string,
  { fetch = globalThis.fetch, signal }: { fetch?: typeof globalThis.fetch; signal?: AbortSignal },
): Promise<ServerFigures | null> {
  for (const url of metricsUrls(backendUrl)) {
    try {
      const response = await fetch(url, { signal: signal ?? null });
      if (!response.ok) continue;
      const figures = readServerFigures(await response.text());
      if (figures.users !== null || figures.providerRequests !== null) return figures;
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  return null;
}
