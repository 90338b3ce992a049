import type { AnswerCheck } from "./title-card";

/** Why a metadata call failed: `notFound` (404), `http` (other status), `network`, `invalid` body. */
export type MetadataErrorKind = "notFound" | "http" | "network" | "invalid";

export class MetadataError extends Error {
  override readonly name = "MetadataError";
  constructor(
    readonly kind: MetadataErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface MetadataRequestOptions {
  baseUrl: string;
  fallbackUrl?: string | null;
  token?: string | null;
  fetch?: typeof fetch;
  primaryTimeoutMs?: number;
  fallbackTimeoutMs?: number;
  language?: string;
  /** How long a 404 is remembered. Default {@link NOT_FOUND_MEMORY_MS}. */
  notFoundMemoryMs?: number;
  now?: () => number;
}

/**
 * A title the database does not have is not asked for again for this long: every part of the
 * app that wants it (a page, the work started ahead of it, a retry on mount) gets the same answer
 * without a request. Query caches keep answers, not failures, so the memory lives here.
 */
export const NOT_FOUND_MEMORY_MS = 10 * 60 * 1000;
/** Most 404s remembered; the oldest is forgotten first. */
const NOT_FOUND_MEMORY_SIZE = 200;

/** Time allowed to each host (SPEC §9): a short wait on the first, a patient one on the second. */
export const PRIMARY_TIMEOUT_MS = 5_000;
export const FALLBACK_TIMEOUT_MS = 30_000;

/**
 * Builds the one GET every metadata call goes through: the primary host with a short time-out,
 * then once the fallback host. A 404 or the caller's own abort ends the attempt at once.
 */
export function createMetadataRequest(options: MetadataRequestOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const language = options.language ?? "en-US";
  const hosts: Array<{ base: string; timeoutMs: number }> = [
    { base: options.baseUrl, timeoutMs: options.primaryTimeoutMs ?? PRIMARY_TIMEOUT_MS },
  ];
  if (options.fallbackUrl && options.fallbackUrl !== options.baseUrl) {
    hosts.push({
      base: options.fallbackUrl,
      timeoutMs: options.fallbackTimeoutMs ?? FALLBACK_TIMEOUT_MS,
    });
  }

  function buildUrl(base: string, path: string, query: Query): string {
    const url = new URL(`${base}/${path}`);
    for (const [key, value] of Object.entries({ language, ...query })) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  async function attempt(
    base: string,
    timeoutMs: number,
    path: string,
    query: Query,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = { accept: "application/json" };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let response: Response;
    try {
      response = await doFetch(buildUrl(base, path, query), {
        headers,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new MetadataError("network", `Could not reach ${base}: ${String(cause)}`);
    }
    if (!response.ok) {
      // Read to its end: a body left unread is cut off by the time-out, a cancelled request.
      await response.text().catch(() => undefined);
      if (response.status === 404) throw new MetadataError("notFound", `Not found: ${path}`, 404);
      throw new MetadataError("http", `${path} answered ${response.status}`, response.status);
    }
    try {
      return await response.json();
    } catch {
      throw new MetadataError("invalid", `${path} did not answer with JSON`);
    }
  }

  const now = options.now ?? Date.now;
  const notFoundMemoryMs = options.notFoundMemoryMs ?? NOT_FOUND_MEMORY_MS;
  /** Request (path and query) -> when its 404 is forgotten. */
  const notFound = new Map<string, number>();

  function remembersNotFound(key: string): boolean {
    const until = notFound.get(key);
    if (until === undefined) return false;
    if (until > now()) return true;
    notFound.delete(key);
    return false;
  }

  function rememberNotFound(key: string) {
    notFound.delete(key);
    notFound.set(key, now() + notFoundMemoryMs);
    const oldest = notFound.keys().next().value;
    if (notFound.size > NOT_FOUND_MEMORY_SIZE && oldest !== undefined) notFound.delete(oldest);
  }

  return async function get<T>(
    // A promise, so that the schema can load while the request is on its way.
    schema: AnswerCheck<T> | Promise<AnswerCheck<T>>,
    path: string,
    query: Query = {},
    signal?: AbortSignal,
  ): Promise<T> {
    const key = buildUrl("http://memory", path, query);
    if (remembersNotFound(key)) throw new MetadataError("notFound", `Not found: ${path}`, 404);
    let lastError: unknown;
    for (const host of hosts) {
      try {
        const body = await attempt(host.base, host.timeoutMs, path, query, signal);
        const parsed = (await schema).safeParse(body);
        if (!parsed.success) {
          throw new MetadataError("invalid", `${path} answered in an unexpected shape`);
        }
        return parsed.data;
      } catch (error) {
        // A missing title is missing everywhere, and a caller's abort is final.
        if (signal?.aborted) throw error;
        if (error instanceof MetadataError && error.kind === "notFound") {
          rememberNotFound(key);
          throw error;
        }
        lastError = error;
      }
    }
    throw lastError;
  };
}
