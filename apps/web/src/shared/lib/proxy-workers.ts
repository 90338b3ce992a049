import { SYNC_LIMITS } from "@matinee/contracts";

/** Why a proxy URL was not added; each is its own message. */
export type ProxyUrlProblem = "empty" | "invalid" | "protocol" | "duplicate" | "tooMany";

/**
 * Checks a proxy worker's URL against the list it joins (SPEC §5): an absolute http(s) URL,
 * not already there (compared after normalising), at most `SYNC_LIMITS.proxyUrls` entries.
 * A trailing slash of a bare origin is dropped so `https://p.example/` and `https://p.example`
 * are one worker.
 */
export function checkProxyUrl(
  input: string,
  existing: readonly string[],
): { ok: true; url: string } | { ok: false; problem: ProxyUrlProblem } {
  const text = input.trim();
  if (text === "") return { ok: false, problem: "empty" };
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return { ok: false, problem: "invalid" };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return { ok: false, problem: "protocol" };
  }
  const url = normaliseProxyUrl(parsed);
  if (existing.some((entry) => sameWorker(entry, url))) return { ok: false, problem: "duplicate" };
  if (existing.length >= SYNC_LIMITS.proxyUrls) return { ok: false, problem: "tooMany" };
  return { ok: true, url };
}

function normaliseProxyUrl(url: URL): string {
  const text = url.toString();
  return url.pathname === "/" && url.search === "" && url.hash === "" ? text.slice(0, -1) : text;
}

function sameWorker(entry: string, url: string): boolean {
  try {
    return normaliseProxyUrl(new URL(entry.trim())) === url;
  } catch {
    return entry.trim() === url;
  }
}

/** What testing a worker came to. */
export type ProxyTestResult =
  { ok: true; latencyMs: number } | { ok: false; problem: "unreachable" | "notProxy" | "refused" };

/** How long a test waits for the worker's answer. */
export const PROXY_TEST_TIMEOUT_MS = 10_000;

/** The hello a simple-proxy answers at its root (PROTOCOLS.md §4, docs/proxy.md). */
const HELLO = /proxy is working/i;

/**
 * Asks the worker for its hello (`GET <worker>/`, simple-proxy protocol): "Proxy is working…"
 * is a proxy, with the time the answer took; 401/403 a proxy that refuses this site (tokens or
 * a block list); any other answer is not a proxy; no answer at all is unreachable.
 */
export async function testProxyWorker(
  url: string,
  {
    fetch = globalThis.fetch,
    now = () => performance.now(),
    timeoutMs = PROXY_TEST_TIMEOUT_MS,
  }: { fetch?: typeof globalThis.fetch; now?: () => number; timeoutMs?: number } = {},
): Promise<ProxyTestResult> {
  const started = now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: "GET",
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, problem: "unreachable" };
  }
  if (response.status === 401 || response.status === 403) return { ok: false, problem: "refused" };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, problem: "notProxy" };
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (!response.ok || typeof message !== "string" || !HELLO.test(message)) {
    return { ok: false, problem: "notProxy" };
  }
  return { ok: true, latencyMs: Math.max(0, Math.round(now() - started)) };
}
