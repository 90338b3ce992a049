/** The User-Agent destinations see unless the client sends `X-User-Agent` (PROTOCOLS.md §4.2). */
export const DEFAULT_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:93.0) Gecko/20100101 Firefox/93.0";

/** Headers a browser may not set, taken under an `X-` name and renamed on the way out. */
const RENAMED: Record<string, string> = {
  "x-cookie": "cookie",
  "x-referer": "referer",
  "x-origin": "origin",
  "x-user-agent": "user-agent",
  "x-x-real-ip": "x-real-ip",
};

/** Hop-by-hop headers: they describe one connection, never the next one. */
const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "expect",
  "host",
  "te",
  "trailer",
  "proxy-connection",
  "proxy-authorization",
  "proxy-authenticate",
];

/** Headers about the client or the proxy's own hosting, never passed on (the reference list). */
const NOT_FORWARDED = [
  "cf-connecting-ip",
  "cf-worker",
  "cf-ray",
  "cf-visitor",
  "cf-ew-via",
  "cdn-loop",
  "x-amzn-trace-id",
  "cf-ipcountry",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "forwarded",
  "x-real-ip",
  "content-length",
  // Ours: the browser's cookies for the proxy's own origin (the main server's, when served at
  // /proxy) are not the destination's; clients send those as X-Cookie. And the runtime picks
  // the encodings it can decode itself, so a body is never passed on still compressed.
  "cookie",
  "accept-encoding",
];

/** Names listed in a `Connection` header are hop-by-hop for that message too. */
function connectionListed(headers: Headers): string[] {
  return (headers.get("connection") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The headers sent to the destination: all the client's, minus hop-by-hop, hosting and control
 * headers, with the `X-Cookie`/`X-Referer`/`X-Origin`/`X-User-Agent`/`X-X-Real-Ip` renames and
 * the forced User-Agent. `dropToken` removes `X-Token` when it is the proxy's own credential.
 */
export function outgoingHeaders(incoming: Headers, dropToken: boolean): Headers {
  const outgoing = new Headers();
  const skip = new Set([...HOP_BY_HOP, ...NOT_FORWARDED, ...connectionListed(incoming)]);
  if (dropToken) skip.add("x-token");
  incoming.forEach((value, name) => {
    if (skip.has(name) || name in RENAMED) return;
    outgoing.set(name, value);
  });
  outgoing.set("user-agent", DEFAULT_USER_AGENT);
  for (const [control, real] of Object.entries(RENAMED)) {
    const value = incoming.get(control);
    if (value !== null) outgoing.set(real, value);
  }
  return outgoing;
}

/**
 * Destination headers that would act on the proxy's own origin rather than describe the body:
 * cookies (sent on as X-Set-Cookie instead), storage wiping, HSTS, alternative services,
 * service-worker scope, reporting, and the destination's own CORS and CSP (replaced by ours).
 * Served at /proxy the proxy shares the web app's origin, so these must never reach it.
 */
const ORIGIN_WIDE = [
  "set-cookie",
  "clear-site-data",
  "strict-transport-security",
  "alt-svc",
  "service-worker-allowed",
  "public-key-pins",
  "public-key-pins-report-only",
  "nel",
  "report-to",
  "reporting-endpoints",
  "content-security-policy",
  "content-security-policy-report-only",
  "cross-origin-resource-policy",
  "cross-origin-embedder-policy",
  "cross-origin-opener-policy",
];

/**
 * The headers sent back to the client: the destination's, minus content-encoding (the body is
 * passed on decoded), content-length when the body was decoded, hop-by-hop and origin-wide
 * headers; plus CORS, `X-Final-Destination` and `X-Set-Cookie` (all cookies, comma-joined).
 * A proxied page opened as a document gets a sandbox CSP: it cannot script the proxy's origin.
 */
export function responseHeaders(upstream: Headers, finalUrl: string): Headers {
  const headers = new Headers();
  const encoded = !["", "identity"].includes(upstream.get("content-encoding") ?? "");
  const skip = new Set([...HOP_BY_HOP, ...ORIGIN_WIDE, ...connectionListed(upstream)]);
  skip.add("content-encoding");
  if (encoded) skip.add("content-length");
  upstream.forEach((value, name) => {
    if (skip.has(name) || name.startsWith("access-control-")) return;
    headers.set(name, value);
  });
  const cookies = upstream.getSetCookie();
  if (cookies.length > 0) headers.set("x-set-cookie", cookies.join(", "));
  headers.set("x-final-destination", finalUrl);
  headers.set("content-security-policy", "sandbox");
  headers.set("x-content-type-options", "nosniff");
  return headers;
}
