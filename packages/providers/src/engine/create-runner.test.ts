import { describe, expect, it } from "vitest";
import { notFound } from "./errors";
import type { RunnerEvent } from "./events";
import { createRunner } from "./create-runner";
import { episode, fakeEmbed, fakeSource, hangs, hls, movie } from "./test-providers";

const noFetch = () => Promise.reject(new Error("no network in unit tests"));

function record() {
  const events: RunnerEvent[] = [];
  return { events, onEvent: (event: RunnerEvent) => events.push(event) };
}

describe("createRunner().runAll", () => {
  it("tries sources by rank and returns the first stream, reporting what it did", async () => {
    const runner = createRunner({
      fetcher: noFetch,
      providers: {
        sources: [
          fakeSource("low", 10, () => Promise.resolve({ embeds: [], stream: [hls("low")] })),
          fakeSource("high", 30, () => Promise.reject(notFound("nothing here"))),
          fakeSource("mid", 20, () => Promise.resolve({ embeds: [], stream: [hls("mid")] })),
        ],
        embeds: [],
      },
    });
    const { events, onEvent } = record();
    const output = await runner.runAll(movie, { onEvent });
    expect(output).toEqual({ sourceId: "mid", stream: hls("mid") });
    expect(events).toEqual([
      { type: "init", data: { sourceIds: ["high", "mid", "low"] } },
      { type: "start", data: "high" },
      {
        type: "update",
        data: { id: "high", percentage: 100, status: "notfound", reason: "nothing here" },
      },
      { type: "start", data: "mid" },
    ]);
  });

  /** Sources that find nothing, each noting in `tried` that it ran. */
  function failingSources(tried: string[]) {
    return (id: string, rank: number) =>
      fakeSource(id, rank, () => {
        tried.push(id);
        return Promise.reject(notFound());
      });
  }

  it("puts the user's source order first, then the rest by rank", async () => {
    const tried: string[] = [];
    const source = failingSources(tried);
    const runner = createRunner({
      fetcher: noFetch,
      providers: {
        sources: [source("a", 3), source("b", 2), source("c", 1), source("d", 4)],
        embeds: [],
      },
    });
    expect(await runner.runAll(movie, { sourceOrder: ["c", "unknown", "b"] })).toBeNull();
    expect(tried).toEqual(["c", "b", "d", "a"]);
  });

  it("skips the sources the user turned off", async () => {
    const tried: string[] = [];
    const source = failingSources(tried);
    const runner = createRunner({
      fetcher: noFetch,
      providers: { sources: [source("a", 3), source("b", 2), source("c", 1)], embeds: [] },
    });
    const run = { sourceOrder: ["c", "a"], disabledSources: ["a"] };
    expect(await runner.runAll(movie, run)).toBeNull();
    expect(tried).toEqual(["c", "b"]);
  });

  it("reports a thrown error as a failure with a plain-data error and moves on", async () => {
    const runner = createRunner({
      fetcher: noFetch,
      providers: {
        sources: [
          fakeSource("broken", 2, () => Promise.reject(new TypeError("boom"))),
          fakeSource("fine", 1, () => Promise.resolve({ embeds: [], stream: [hls("ok")] })),
        ],
        embeds: [],
      },
    });
    const { events, onEvent } = record();
    expect((await runner.runAll(movie, { onEvent }))?.sourceId).toBe("fine");
    const failure = events.find((event) => event.type === "update");
    expect(failure).toMatchObject({
      data: {
        id: "broken",
        percentage: 100,
        status: "failure",
        error: { name: "TypeError", message: "boom" },
      },
    });
  });

  it("gives up on a source that outlives its timeout and tries the next one", async () => {
    const runner = createRunner({
      fetcher: noFetch,
      timeoutMs: 20,
      providers: {
        sources: [
          fakeSource("dead", 2, hangs),
          fakeSource("alive", 1, () => Promise.resolve({ embeds: [], stream: [hls("alive")] })),
        ],
        embeds: [],
      },
    });
    const { events, onEvent } = record();
    expect((await runner.runAll(movie, { onEvent }))?.sourceId).toBe("alive");
    expect(events[2]).toMatchObject({
      type: "update",
      data: { id: "dead", status: "failure", error: { name: "TimeoutError" } },
    });
  });

  it("does not wait for a source that ignores its abort signal", async () => {
    const runner = createRunner({
      fetcher: noFetch,
      timeoutMs: 20,
      providers: { sources: [fakeSource("deaf", 1, () => new Promise(() => {}))], embeds: [] },
    });
    expect(await runner.runAll(movie)).toBeNull();
  });

  it("scrapes the embeds a source returns, in embed rank order, until one has a stream", async () => {
    const runner = createRunner({
      fetcher: noFetch,
      providers: {
        sources: [
          fakeSource("hub", 1, () =>
            Promise.resolve({
              embeds: [
                { embedId: "slow", url: "https://embed.test/1" },
                { embedId: "gone", url: "https://embed.test/unregistered" },
                { embedId: "fast", url: "https://embed.test/2" },
              ],
            }),
          ),
        ],
        embeds: [
          fakeEmbed("fast", 20, () => Promise.reject(notFound("expired"))),
          fakeEmbed("slow", 10, ({ url }) => Promise.resolve({ stream: [hls(url.slice(-1))] })),
        ],
      },
    });
    const { events, onEvent } = record();
    const output = await runner.runAll(movie, { onEvent });
    expect(output).toEqual({ sourceId: "hub", embedId: "slow", stream: hls("1") });
    expect(events.slice(2)).toEqual([
      {
        type: "discoverEmbeds",
        data: {
          sourceId: "hub",
          embeds: [
            { id: "hub-0", embedScraperId: "fast" },
            { id: "hub-1", embedScraperId: "slow" },
          ],
        },
      },
      { type: "start", data: "hub-0" },
      {
        type: "update",
        data: { id: "hub-0", percentage: 100, status: "notfound", reason: "expired" },
      },
      { type: "start", data: "hub-1" },
    ]);
  });

  it("skips streams and sources the browser target may not use", async () => {
    const runner = createRunner({
      fetcher: noFetch,
      providers: {
        sources: [
          fakeSource("no-cors", 3, () => Promise.resolve({ embeds: [], stream: [hls("x", [])] }), {
            flags: [],
          }),
          fakeSource("locked", 2, () =>
            Promise.resolve({
              embeds: [],
              stream: [hls("ip", ["cors-allowed", "ip-locked"]), hls("open")],
            }),
          ),
        ],
        embeds: [],
      },
    });
    expect(runner.listSources().map((source) => source.id)).toEqual(["locked"]);
    expect(await runner.runAll(movie)).toEqual({ sourceId: "locked", stream: hls("open") });
  });

  it("lets ip-locked streams through when scraping and playback share one IP", async () => {
    const runner = createRunner({
      fetcher: noFetch,
      target: "browser-extension",
      consistentIpForRequests: true,
      providers: {
        sources: [
          fakeSource(
            "s",
            1,
            () => Promise.resolve({ embeds: [], stream: [hls("ip", ["ip-locked"])] }),
            { flags: [] },
          ),
        ],
        embeds: [],
      },
    });
    expect((await runner.runAll(movie))?.stream.id).toBe("ip");
  });

  it("runs only the sources that handle the media type", async () => {
    const runner = createRunner({
      fetcher: noFetch,
      providers: {
        sources: [
          fakeSource("films", 2, () => Promise.resolve({ embeds: [], stream: [hls("f")] }), {
            mediaTypes: ["movie"],
          }),
          fakeSource("tv", 1, () => Promise.resolve({ embeds: [], stream: [hls("t")] })),
        ],
        embeds: [],
      },
    });
    const { events, onEvent } = record();
    expect((await runner.runAll(episode, { onEvent }))?.sourceId).toBe("tv");
    expect(events[0]).toEqual({ type: "init", data: { sourceIds: ["tv"] } });
  });

  it("passes progress on as pending updates", async () => {
    const runner = createRunner({
      fetcher: noFetch,
      providers: {
        sources: [
          fakeSource("s", 1, ({ progress }) => {
            progress(42.4);
            return Promise.resolve({ embeds: [], stream: [hls("s")] });
          }),
        ],
        embeds: [],
      },
    });
    const { events, onEvent } = record();
    await runner.runAll(movie, { onEvent });
    expect(events).toContainEqual({
      type: "update",
      data: { id: "s", percentage: 42, status: "pending" },
    });
  });

  it("stops the whole run when the caller aborts", async () => {
    const controller = new AbortController();
    const runner = createRunner({
      fetcher: noFetch,
      providers: {
        sources: [
          fakeSource("first", 2, (context) => {
            controller.abort();
            return hangs(context);
          }),
          fakeSource("never", 1, () => Promise.reject(new Error("must not run"))),
        ],
        embeds: [],
      },
    });
    await expect(runner.runAll(movie, { signal: controller.signal })).rejects.toMatchObject({
      name: "AbortError",
      type: "aborted",
    });
  });

  it("treats an output that breaks the shape as a failure", async () => {
    const runner = createRunner({
      fetcher: noFetch,
      providers: {
        sources: [
          fakeSource("bad", 1, () =>
            Promise.resolve({ embeds: [], stream: [{ type: "dash" }] } as never),
          ),
        ],
        embeds: [],
      },
    });
    const { events, onEvent } = record();
    expect(await runner.runAll(movie, { onEvent })).toBeNull();
    expect(events.at(-1)).toMatchObject({
      data: { status: "failure", error: { name: "InvalidOutputError" } },
    });
  });
});
