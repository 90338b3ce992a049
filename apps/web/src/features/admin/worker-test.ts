import type { ProxyEntry } from "@matinee/providers";
import { testProxyWorker } from "../../shared/lib/proxy-workers";

/** Why a worker failed its test (keys under `admin.workers.errors`). */
export type WorkerProblem = "trailingSlash" | "unreachable" | "notProxy" | "refused" | "notApi";

export type WorkerResult = { ok: true; latencyMs: number } | { ok: false; problem: WorkerProblem };

/** How long a scraper server may take to list its providers. */
const API_TIMEOUT_MS = 10_000;

/**
 * Tests one entry of the proxy list (SPEC §5, "Worker test"): a URL ending with a slash fails
 * at once, as the predecessor's admin page said (the reference clients append paths to it);
 * a proxy must answer its hello; a scraper server must list its providers at `/metadata`.
 */
export async function testWorker(
  entry: ProxyEntry,
  {
    fetch = globalThis.fetch,
    now = () => performance.now(),
  }: { fetch?: typeof globalThis.fetch; now?: () => number } = {},
): Promise<WorkerResult> {
  if (entry.url.endsWith("/")) return { ok: false, problem: "trailingSlash" };
  if (entry.type === "proxy") return testProxyWorker(entry.url, { fetch, now });
  const started = now();
  let body: unknown;
  try {
    const response = await fetch(`${entry.url}/metadata`, {
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, problem: "notApi" };
    body = await response.json();
  } catch (error) {
    const answered = error instanceof SyntaxError;
    return { ok: false, problem: answered ? "notApi" : "unreachable" };
  }
  // `[embeds, sources]`: two arrays (PROTOCOLS.md §6.1).
  if (!Array.isArray(body) || !body.every((part) => Array.isArray(part))) {
    return { ok: false, problem: "notApi" };
  }
  return { ok: true, latencyMs: Math.max(0, Math.round(now() - started)) };
}
