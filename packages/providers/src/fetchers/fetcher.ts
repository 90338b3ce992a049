/**
 * The fetch providers use, the same whichever way the request travels (direct, through a proxy,
 * through the extension): the shape of @movie-web/providers' fetchers and the extension's
 * `makeRequest` (PROTOCOLS.md §5.3), so one provider works everywhere.
 */
export interface FetchOptions {
  /** Joined with `url` by a single slash. */
  baseUrl?: string;
  method?: "GET" | "HEAD" | "POST";
  headers?: Record<string, string>;
  /** Appended to the URL's own query. */
  query?: Record<string, string>;
  /** A string is sent as-is; an object as JSON; URLSearchParams and FormData as forms. */
  body?: string | URLSearchParams | FormData | Record<string, unknown>;
  /** Response headers the provider needs (the extension returns only these). */
  readHeaders?: string[];
  signal?: AbortSignal;
}

export interface FetchResponse {
  statusCode: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The URL after redirects. */
  finalUrl: string;
  /** Parsed JSON when the answer says `application/json`, else text. */
  body: unknown;
}

export type Fetcher = (url: string, options?: FetchOptions) => Promise<FetchResponse>;

/** baseUrl + url + query, as every fetcher builds it. */
export function buildFullUrl(url: string, options: Pick<FetchOptions, "baseUrl" | "query"> = {}) {
  let full = url;
  if (options.baseUrl !== undefined) {
    full = `${options.baseUrl.replace(/\/+$/, "")}/${url.replace(/^\/+/, "")}`;
  }
  const query = new URLSearchParams(options.query ?? {}).toString();
  if (query) full += (full.includes("?") ? "&" : "?") + query;
  if (!/^https?:\/\//i.test(full)) throw new TypeError(`Not an absolute http(s) URL: ${full}`);
  return full;
}

/** The body and content type `fetch` needs for a provider's body. */
export function encodeBody(body: FetchOptions["body"]): {
  body: string | URLSearchParams | FormData | undefined;
  contentType: string | undefined;
} {
  if (
    body === undefined ||
    typeof body === "string" ||
    body instanceof URLSearchParams ||
    body instanceof FormData
  ) {
    return { body, contentType: undefined };
  }
  return { body: JSON.stringify(body), contentType: "application/json" };
}

/** Reads a fetch Response into the provider's shape. */
export async function readResponse(
  response: Response,
  finalUrl: string,
  headers: Record<string, string> = Object.fromEntries(response.headers),
): Promise<FetchResponse> {
  const isJson = (response.headers.get("content-type") ?? "").includes("application/json");
  const text = await response.text();
  let body: unknown = text;
  if (isJson && text !== "") body = JSON.parse(text);
  return { statusCode: response.status, headers, finalUrl, body };
}
