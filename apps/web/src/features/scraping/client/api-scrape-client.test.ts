import type { RunnerEvent } from "@matinee/providers";
import { describe, expect, it, vi } from "vitest";
import embedsBody from "../__fixtures__/scrape-embeds.sse?raw";
import hitBody from "../__fixtures__/scrape-hit.sse?raw";
import missBody from "../__fixtures__/scrape-miss.sse?raw";
import { createApiScrapeClient } from "./api-scrape-client";
import { ScrapeFailure } from "./scrape-failure";

const movie = {
  type: "movie",
  title: "Big Buck Bunny",
  releaseYear: 2008,
  tmdbId: "10378",
} as const;

/** A body served in small byte chunks, so events arrive split across reads. */
function streamed(text: string, size = 7): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

function fakeFetch(...bodies: string[]) {
  const queue = [...bodies];
  return vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(
      new Response(streamed(queue.shift() ?? ""), {
        headers: { "content-type": "text/event-stream" },
      }),
    ),
  );
}

function runAll(body: string) {
  const events: RunnerEvent[] = [];
  const fetch = fakeFetch(body);
  const client = createApiScrapeClient({ baseUrl: "https://scraper.test/", fetch });
  const result = client.runAll(movie, { onEvent: (event) => events.push(event) });
  return { result, events, fetch };
}

describe("the scraper-server client", () => {
  it("asks /scrape with the media fields, leaving empty ones out", async () => {
    const { result, fetch } = runAll(hitBody);
    await result;
    const url = new URL(fetch.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe("https://scraper.test/scrape");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: "movie",
      title: "Big Buck Bunny",
      releaseYear: "2008",
      tmdbId: "10378",
    });
  });

  it("sends the viewer's source order and turned-off sources when there are any", async () => {
    const fetch = fakeFetch(hitBody);
    const client = createApiScrapeClient({ baseUrl: "https://scraper.test", fetch });
    await client.runAll(movie, {
      sourceOrder: ["archive", "library"],
      disabledSources: ["direct"],
    });
    const url = new URL(fetch.mock.calls[0]?.[0] as string);
    expect(url.searchParams.get("sourceOrder")).toBe("archive,library");
    expect(url.searchParams.get("disabledSources")).toBe("direct");
  });

  it("reads a recorded library hit: init, start, then the completed output", async () => {
    const { result, events } = runAll(hitBody);
    const output = await result;
    expect(events).toEqual([
      { type: "init", data: { sourceIds: ["library", "archive"] } },
      { type: "start", data: "library" },
    ]);
    expect(output?.sourceId).toBe("library");
    expect(output?.stream.type).toBe("hls");
  });

  it("resolves null on a recorded miss, after every source's update", async () => {
    const { result, events } = runAll(missBody);
    expect(await result).toBeNull();
    const updates = events.filter((event) => event.type === "update");
    expect(updates.map((event) => event.data)).toMatchObject([
      { id: "library", status: "notfound" },
      { id: "archive", status: "failure", error: { name: "FetchError" } },
    ]);
  });

  it("passes discovered embeds on and ends with the embed's stream", async () => {
    const { result, events } = runAll(embedsBody);
    const output = await result;
    expect(events.find((event) => event.type === "discoverEmbeds")?.data).toEqual({
      sourceId: "mirror",
      embeds: [
        { id: "mirror-0", embedScraperId: "player-a" },
        { id: "mirror-1", embedScraperId: "player-b" },
      ],
    });
    expect(output).toMatchObject({ sourceId: "mirror", embedId: "player-b" });
  });

  it("turns an error event named NotFoundError into not-found", async () => {
    const { result } = runAll(
      'event: error\ndata: {"name":"NotFoundError","message":"none"}\nid: 1\n\n',
    );
    await expect(result).rejects.toMatchObject({ type: "notFound" });
  });

  it("turns any other error event into a scrape error", async () => {
    const { result } = runAll("event: error\ndata: {}\nid: 1\n\n");
    await expect(result).rejects.toMatchObject({ type: "scrapeError" });
  });

  it("fails a stream that closes before its end event", async () => {
    const { result } = runAll(hitBody.slice(0, hitBody.indexOf("event: completed")));
    await expect(result).rejects.toMatchObject({ type: "closedImproperly" });
  });

  it("fails a stream that carries an unnamed event", async () => {
    const { result } = runAll("data: hello\n\n");
    await expect(result).rejects.toMatchObject({ type: "closedImproperly" });
  });

  it("fails an event whose data has the wrong shape", async () => {
    const { result } = runAll('event: init\ndata: {"sources":1}\nid: 1\n\n');
    await expect(result).rejects.toMatchObject({ type: "invalidEvent" });
  });

  it("reports a server it cannot reach, or that refuses, as a connection failure", async () => {
    const down = createApiScrapeClient({
      baseUrl: "https://scraper.test",
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await expect(down.runAll(movie)).rejects.toBeInstanceOf(ScrapeFailure);
    await expect(down.runAll(movie)).rejects.toMatchObject({ type: "connection" });
    const refusing = createApiScrapeClient({
      baseUrl: "https://scraper.test",
      fetch: () => Promise.resolve(new Response("Turnstile invalid", { status: 401 })),
    });
    await expect(refusing.runAll(movie)).rejects.toMatchObject({ type: "connection" });
  });

  it("sends a token the server handed out with the next request", async () => {
    const fetch = fakeFetch('event: token\ndata: "abc.def.ghi"\nid: 1\n\n' + hitBody, hitBody);
    const client = createApiScrapeClient({ baseUrl: "https://scraper.test", fetch });
    await client.runAll(movie);
    await client.runAll(movie);
    const second = new URL(fetch.mock.calls[1]?.[0] as string);
    expect(second.searchParams.get("token")).toBe("jwt|abc.def.ghi");
  });

  it("runs one source and one embed through their endpoints", async () => {
    const fetch = fakeFetch(
      'event: completed\ndata: {"embeds":[{"embedId":"player-a","url":"https://e.test/1"}]}\nid: 1\n\n',
      'event: completed\ndata: {"stream":[]}\nid: 1\n\n',
    );
    const client = createApiScrapeClient({ baseUrl: "https://scraper.test", fetch });
    expect(await client.runSource("mirror", movie)).toEqual({
      embeds: [{ embedId: "player-a", url: "https://e.test/1" }],
    });
    expect(await client.runEmbed("player-a", "https://e.test/1")).toEqual({ stream: [] });
    const [source, embed] = fetch.mock.calls.map((call) => new URL(call[0] as string));
    expect(source?.pathname).toBe("/scrape/source");
    expect(source?.searchParams.get("id")).toBe("mirror");
    expect(embed?.pathname).toBe("/scrape/embed");
    expect(Object.fromEntries(embed?.searchParams ?? [])).toEqual({
      id: "player-a",
      url: "https://e.test/1",
    });
  });

  it("flattens /metadata's two lists into one", async () => {
    const body = JSON.stringify([
      [{ type: "embed", id: "player-a", rank: 10, name: "Player A" }],
      [{ type: "source", id: "library", rank: 400, name: "Library", mediaTypes: ["movie"] }],
    ]);
    const client = createApiScrapeClient({
      baseUrl: "https://scraper.test",
      fetch: () => Promise.resolve(new Response(body)),
    });
    expect((await client.providers()).map((entry) => entry.id)).toEqual(["player-a", "library"]);
  });

  it("stops when the caller aborts, with an AbortError rather than a failure", async () => {
    const controller = new AbortController();
    const client = createApiScrapeClient({
      baseUrl: "https://scraper.test",
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    });
    const run = client.runAll(movie, { signal: controller.signal });
    controller.abort();
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
  });
});
