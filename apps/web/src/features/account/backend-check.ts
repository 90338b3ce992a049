import type { MetaDto } from "@matinee/contracts";
import { createAccountApi, statusOf } from "./account-api";

/** Why an account server address was refused (keys under `settings.server.errors`). */
export type BackendUrlProblem = "invalidUrl" | "unreachable" | "notAccountServer";

export type BackendCheck =
  | { ok: true; url: string; meta: MetaDto }
  | { ok: false; problem: BackendUrlProblem; url?: string };

/** Time the server's `/meta` may take before it counts as not reachable. */
export const BACKEND_CHECK_TIMEOUT_MS = 10_000;

/**
 * The address as the app keeps it: trimmed, `https://` put in front when no scheme was typed
 * (as movie-web does, PROTOCOLS §2.1), no trailing slash; null when it is no http(s) URL.
 */
export function normalizeBackendUrl(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === "") return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") return null;
  if (url.search || url.hash || url.username || url.password) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/** An answer of `GET /meta` from a movie-web compatible account server (ours included). */
export function isAccountServerMeta(value: unknown): value is MetaDto {
  const meta = value as Partial<MetaDto> | null | undefined;
  return (
    typeof meta === "object" &&
    meta !== null &&
    typeof meta.name === "string" &&
    meta.name !== "" &&
    typeof meta.hasCaptcha === "boolean"
  );
}

/**
 * Checks an account server address before it is kept: a URL, that answers, with the `/meta` of
 * a movie-web compatible account server.
 */
export async function checkBackendUrl(
  input: string,
  {
    fetch: doFetch,
    timeoutMs = BACKEND_CHECK_TIMEOUT_MS,
  }: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<BackendCheck> {
  const url = normalizeBackendUrl(input);
  if (!url) return { ok: false, problem: "invalidUrl" };
  try {
    const meta: unknown = await createAccountApi({
      baseUrl: url,
      fetch: doFetch,
      timeoutMs,
    }).meta();
    return isAccountServerMeta(meta)
      ? { ok: true, url, meta }
      : { ok: false, problem: "notAccountServer", url };
  } catch (error) {
    // It answered, but not as an account server does (a web page's 404, say).
    const problem = statusOf(error) === null ? "unreachable" : "notAccountServer";
    return { ok: false, problem, url };
  }
}
