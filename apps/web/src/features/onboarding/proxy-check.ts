import { checkProxyUrl, PROXY_TEST_TIMEOUT_MS } from "../../shared/lib/proxy-workers";

/** Why a proxy did not pass onboarding's test; each has its own message. */
export type ProxyCheckProblem =
  /** Not an http(s) URL (SPEC §8 `errorInvalidUrl`). */
  | "invalidUrl"
  /** Something answered, but not as a proxy: a website (SPEC §8 `errorNotProxy`). */
  | "notProxy"
  /** Nothing answered: a closed port, a wrong host, a time-out (SPEC §8 `errorConnection`). */
  | "connection"
  /** A proxy answered with its own error: it could not (or may not) reach the test address. */
  | "unreachable"
  /** A proxy that wants a Turnstile/JWT token first (PROTOCOLS.md §4.4). */
  | "protected";

export type ProxyCheckResult =
  { ok: true; url: string } | { ok: false; problem: ProxyCheckProblem };

/** The Matinee proxy's answers about its destination (docs/proxy.md, Errors). */
const DESTINATION_ERRORS = new Set([
  "destination_refused",
  "upstream_failed",
  "upstream_timeout",
  "too_many_redirects",
]);

/** A random URL-safe word the echo must hand back: 16 random bytes, base64url (22 characters). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/**
 * The echo address on the Matinee server at `serverUrl` (its `GET /echo`): a proxy asked for it
 * answers `{ url, args: { nonce } }` with the nonce sent.
 */
export function echoUrlOf(serverUrl: string, nonce: string): string {
  return `${serverUrl.replace(/\/+$/, "")}/echo?nonce=${encodeURIComponent(nonce)}`;
}

/** `destination` fetched through the proxy at `proxyUrl` (simple-proxy, PROTOCOLS.md §4.1). */
export function proxiedUrlOf(proxyUrl: string, destination: string): string {
  const url = new URL(proxyUrl);
  url.searchParams.set("destination", destination);
  return url.href;
}

function isEchoOf(body: unknown, nonce: string): boolean {
  const args = (body as { args?: unknown } | null)?.args;
  return (args as { nonce?: unknown } | null | undefined)?.nonce === nonce;
}

export interface ProxyCheckOptions {
  /** The Matinee server whose `/echo` the proxy is asked for (the app's `libraryUrl`). */
  serverUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Default: a fresh random one. */
  nonce?: string;
  timeoutMs?: number;
}

/**
 * Onboarding's "is this a proxy?" test (SPEC §5, PROTOCOLS.md §4.7, quirk 20): the entered URL
 * must be http(s); then the echo address is fetched through it and must come back naming the
 * nonce sent. Anything else that answered is no proxy, unless it is a proxy's own error about
 * the destination or its token; no answer at all is a connection failure. A website that sends
 * no CORS headers fails the page's fetch like a closed port would, so a second, opaque
 * (`no-cors`) request tells the two apart: it succeeds whenever anything answered.
 */
export async function checkProxy(
  input: string,
  {
    serverUrl,
    fetch = globalThis.fetch,
    nonce = createNonce(),
    timeoutMs = PROXY_TEST_TIMEOUT_MS,
  }: ProxyCheckOptions,
): Promise<ProxyCheckResult> {
  const text = input.trim();
  const checked = /^https?:\/\//i.test(text) ? checkProxyUrl(text, []) : null;
  if (!checked?.ok) return { ok: false, problem: "invalidUrl" };
  const target = proxiedUrlOf(checked.url, echoUrlOf(serverUrl, nonce));
  const signal = AbortSignal.timeout(timeoutMs);
  const request = { signal, cache: "no-store", credentials: "omit" } as const;

  let response: Response;
  try {
    response = await fetch(target, request);
  } catch {
    if (signal.aborted) return { ok: false, problem: "connection" };
    const answered = await fetch(target, { ...request, mode: "no-cors" }).then(
      () => true,
      () => false,
    );
    return { ok: false, problem: answered ? "notProxy" : "connection" };
  }

  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    // HTML, an empty body, or a body cut off by the time limit.
    return { ok: false, problem: signal.aborted ? "connection" : "notProxy" };
  }
  if (isEchoOf(body, nonce)) return { ok: true, url: checked.url };
  const error = (body as { error?: unknown } | null)?.error;
  if (response.status === 401 && error === "Invalid or missing token") {
    return { ok: false, problem: "protected" };
  }
  if (typeof error === "string" && DESTINATION_ERRORS.has(error)) {
    return { ok: false, problem: "unreachable" };
  }
  return { ok: false, problem: "notProxy" };
}
