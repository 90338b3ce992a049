import type { ProviderMetricsInput } from "@matinee/contracts";
import { providerMetricsInputSchema } from "@matinee/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScrapeItem } from "../progress/scrape-progress";
import {
  afterPlaybackStarts,
  createBatchId,
  createMetricsReporter,
  METRICS_DELAY_MS,
  metricsFromItems,
  type ProviderMetric,
} from "./provider-metrics";

const show = {
  type: "show",
  title: "Caminandes",
  releaseYear: 2013,
  tmdbId: "900000001",
  season: { number: 1, tmdbId: "11" },
  episode: { number: 2, tmdbId: "22" },
} as const;

const item = (over: Partial<ScrapeItem>): ScrapeItem => ({
  id: "library",
  kind: "source",
  providerId: "library",
  sourceId: "library",
  status: "success",
  percentage: 100,
  ...over,
});

const metric: ProviderMetric = {
  tmdbId: "1",
  type: "movie",
  title: "T",
  status: "success",
  providerId: "p",
};

/** Sends at once (the default waits for playback to start). */
const now = (send: () => void) => send();

function fakeFetch() {
  return vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response("true")),
  );
}

const bodies = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.map(
    (call) => JSON.parse(call[1]?.body as string) as ProviderMetricsInput & { batchId: string },
  );

describe("provider metrics", () => {
  it("reports ended items only, failure as failed, embeds under their source", () => {
    const metrics = metricsFromItems(
      [
        item({ id: "a", providerId: "a", sourceId: "a", status: "notfound", reason: "nothing" }),
        item({
          id: "b",
          providerId: "b",
          sourceId: "b",
          status: "failure",
          error: { name: "FetchError", message: "down", stack: "1\n2\n3\n4\n5\n6\n7" },
        }),
        item({ id: "b-0", kind: "embed", providerId: "player", sourceId: "b", status: "success" }),
        item({ id: "c", providerId: "c", sourceId: "c", status: "waiting", percentage: 0 }),
        item({ id: "d", providerId: "d", sourceId: "d", status: "pending", percentage: 30 }),
      ],
      show,
    );
    expect(metrics).toEqual([
      {
        tmdbId: "900000001",
        type: "show",
        title: "Caminandes",
        seasonId: "11",
        episodeId: "22",
        status: "notfound",
        providerId: "a",
        errorMessage: "nothing",
      },
      {
        tmdbId: "900000001",
        type: "show",
        title: "Caminandes",
        seasonId: "11",
        episodeId: "22",
        status: "failed",
        providerId: "b",
        errorMessage: "down",
        fullError: "1\n2\n3\n4\n5",
      },
      {
        tmdbId: "900000001",
        type: "show",
        title: "Caminandes",
        seasonId: "11",
        episodeId: "22",
        status: "success",
        providerId: "b",
        embedId: "player",
      },
    ]);
    for (const entry of metrics) {
      expect(providerMetricsInputSchema.safeParse({ items: [entry] }).success).toBe(true);
    }
  });

  it("makes 32-character batch ids", () => {
    expect(createBatchId()).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(createBatchId()).not.toBe(createBatchId());
  });

  it("posts batches of at most 10 items, each with its own batch id and the tool", async () => {
    const fetch = fakeFetch();
    const report = createMetricsReporter({
      backendUrl: "https://backend.test/",
      tool: "extension",
      fetch,
      defer: now,
    });
    await report(Array.from({ length: 23 }, () => metric));
    expect(fetch.mock.calls.map((call) => call[0] as string)).toEqual(
      Array(3).fill("https://backend.test/metrics/providers"),
    );
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("POST");
    const sent = bodies(fetch);
    expect(sent.map((body) => body.items.length)).toEqual([10, 10, 3]);
    expect(sent.every((body) => body.tool === "extension" && body.batchId.length === 32)).toBe(
      true,
    );
    expect(new Set(sent.map((body) => body.batchId)).size).toBe(3);
  });

  it("sends nothing without a backend URL or without items", async () => {
    const fetch = fakeFetch();
    await createMetricsReporter({ backendUrl: null, tool: "default", fetch, defer: now })([metric]);
    await createMetricsReporter({ backendUrl: "https://b.test", tool: "default", fetch })([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("never throws when the backend is down, not even synchronously", async () => {
    const rejecting = createMetricsReporter({
      backendUrl: "https://b.test",
      tool: "default",
      fetch: () => Promise.reject(new TypeError("offline")),
      defer: now,
    });
    await expect(rejecting([metric])).resolves.toBeUndefined();
    const throwing = createMetricsReporter({
      backendUrl: "https://b.test",
      tool: "default",
      fetch: () => {
        throw new Error("boom");
      },
      defer: now,
    });
    await expect(throwing([metric])).resolves.toBeUndefined();
  });

  it("waits for playback to start by default: it posts a few seconds later", async () => {
    vi.useFakeTimers();
    try {
      const fetch = fakeFetch();
      const sent = createMetricsReporter({ backendUrl: "https://b.test", tool: "default", fetch })([
        metric,
      ]);
      await vi.advanceTimersByTimeAsync(METRICS_DELAY_MS - 1);
      expect(fetch).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await sent;
      expect(fetch).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("afterPlaybackStarts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends once, after the delay", () => {
    const send = vi.fn();
    afterPlaybackStarts(send);
    vi.advanceTimersByTime(METRICS_DELAY_MS);
    dispatchEvent(new Event("pagehide"));
    expect(send).toHaveBeenCalledOnce();
  });

  it("sends at once, and only once, when the page is left or hidden first", () => {
    const left = vi.fn();
    afterPlaybackStarts(left);
    dispatchEvent(new Event("pagehide"));
    expect(left).toHaveBeenCalledOnce();

    const hidden = vi.fn();
    afterPlaybackStarts(hidden);
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    visibility.mockRestore();
    expect(hidden).toHaveBeenCalledOnce();

    vi.advanceTimersByTime(METRICS_DELAY_MS);
    expect(left).toHaveBeenCalledOnce();
    expect(hidden).toHaveBeenCalledOnce();
  });
});
