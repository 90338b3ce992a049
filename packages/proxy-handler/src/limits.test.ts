import { describe, expect, it } from "vitest";
import { createProxyHandler } from "./handler";
import type { ProxyLimits } from "./limits";

const CHUNK = new Uint8Array(64 * 1024);
const request = () => new Request("http://proxy.test/?destination=https%3A%2F%2Fa.example%2Fv");

/**
 * A practically endless upstream body (64 MiB, made on demand): any limit under test cuts it
 * long before its end, yet a broken limit lets the test end (and fail) instead of hanging.
 * `pulled` counts the chunks it was asked for.
 */
function endlessBody(delayMs = 0, chunks = 1024) {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        state.pulled++;
        if (state.pulled > chunks) controller.close();
        else controller.enqueue(CHUNK);
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, state };
}

function proxyWith(
  limits: Partial<ProxyLimits>,
  upstream: (signal: AbortSignal) => Response | Promise<Response>,
) {
  return createProxyHandler({
    limits,
    fetch: ((_url: string, init: RequestInit) =>
      Promise.resolve(upstream(init.signal as AbortSignal))) as unknown as typeof fetch,
  });
}

/** Reads a body to its end or its error; how many bytes came, and the error if any. */
async function drain(body: ReadableStream<Uint8Array> | null) {
  let bytes = 0;
  const reader = body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes, error: undefined };
      bytes += value.byteLength;
    }
  } catch (error) {
    return { bytes, error: error as Error };
  }
}

describe("limits", () => {
  it("answers 504 when the destination does not answer in time", async () => {
    const proxy = proxyWith({ headersTimeoutMs: 100 }, (signal) => {
      return new Promise((_resolve, reject) => {
        signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    });
    const started = Date.now();
    const response = await proxy(request());
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: "upstream_timeout" });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("cuts a body that passes the byte limit, having pulled only about that much", async () => {
    const upstream = endlessBody();
    const proxy = proxyWith({ maxResponseBytes: 1024 * 1024 }, () => new Response(upstream.body));
    const response = await proxy(request());
    expect(response.status).toBe(200);
    const { bytes, error } = await drain(response.body);
    expect(error?.message).toMatch(/passed 1048576 bytes/);
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(upstream.state.pulled).toBeLessThanOrEqual(18);
    expect(upstream.state.cancelled).toBe(true);
  });

  it("cuts a body that stalls longer than the idle limit", async () => {
    let cancelled = false;
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(CHUNK);
      },
      cancel() {
        cancelled = true;
      },
    });
    const proxy = proxyWith({ idleTimeoutMs: 100 }, () => new Response(stalled));
    const { bytes, error } = await drain((await proxy(request())).body);
    expect(bytes).toBe(CHUNK.byteLength);
    expect(error?.message).toMatch(/No body bytes for 100 ms/);
    expect(cancelled).toBe(true);
  });

  it("lets a body that keeps flowing run past the idle limit", async () => {
    const upstream = endlessBody(30, 10);
    const proxy = proxyWith({ idleTimeoutMs: 100 }, () => new Response(upstream.body));
    const { bytes, error } = await drain((await proxy(request())).body);
    expect(error).toBeUndefined();
    expect(bytes).toBe(10 * CHUNK.byteLength);
  });

  it("cuts a slow trickle at the total time limit", async () => {
    const upstream = endlessBody(10, 100);
    const proxy = proxyWith(
      { totalTimeoutMs: 300, idleTimeoutMs: 5000 },
      () => new Response(upstream.body),
    );
    const started = Date.now();
    const { error } = await drain((await proxy(request())).body);
    expect(error?.message).toMatch(/took too long/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("streams: the first bytes arrive before the destination has sent the rest", async () => {
    const upstream = endlessBody();
    const proxy = proxyWith({}, () => new Response(upstream.body));
    const reader = (await proxy(request())).body!.getReader();
    await reader.read();
    await reader.read();
    expect(upstream.state.pulled).toBeLessThanOrEqual(4);
    await reader.cancel();
    expect(upstream.state.cancelled).toBe(true);
  });
});
