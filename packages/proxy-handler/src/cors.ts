/** Methods the proxy forwards; preflights announce them (the reference sent none, row 18). */
export const PROXIED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * The CORS headers on every answer of the proxy — proxied responses, the hello, errors and
 * 401s alike (row 18), so a browser can read why a request failed. Credentials are never
 * involved, so the wildcards hold.
 */
export function withCors(headers: Headers): Headers {
  headers.set("access-control-allow-origin", "*");
  headers.set("access-control-expose-headers", "*");
  headers.set("vary", "Origin");
  return headers;
}

/** A CORS preflight: an OPTIONS request that carries Access-Control-Request-Method. */
export function isPreflight(request: Request): boolean {
  return request.method === "OPTIONS" && request.headers.has("access-control-request-method");
}

/** 204 allowing the asked-for headers and every proxied method, cached for ten minutes. */
export function preflightResponse(request: Request): Response {
  const headers = withCors(new Headers());
  const asked = request.headers.get("access-control-request-headers");
  if (asked) headers.set("access-control-allow-headers", asked);
  headers.set("access-control-allow-methods", PROXIED_METHODS.join(", "));
  headers.set("access-control-max-age", "600");
  headers.set("vary", "Origin, Access-Control-Request-Headers");
  return new Response(null, { status: 204, headers });
}

/** A JSON answer (2-space indented, like the reference's hello) with CORS headers. */
export function jsonResponse(status: number, body: object): Response {
  const headers = withCors(new Headers());
  headers.set("content-type", "application/json; charset=utf-8");
  headers.set("cache-control", "no-store");
  return new Response(JSON.stringify(body, null, 2), { status, headers });
}
