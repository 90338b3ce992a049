import { describe, expect, it, vi } from "vitest";
import { loadSubtitleRendition } from "./hls-subtitle-loader";

const PLAYLIST_URL = "https://cdn.example/subs/en.m3u8";
const cue = (second: number) =>
  `WEBVTT\n\n00:00:0${second}.000 --> 00:00:0${second}.500\nLine ${second}\n`;

const urlOf = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : input.toString();

function playlistOf(uris: readonly string[]): string {
  return ["#EXTM3U", ...uris.flatMap((uri) => ["#EXTINF:10,", uri]), "#EXT-X-ENDLIST"].join("\n");
}

/**
 * A fake `fetch` serving `files` by URL; each answer waits until `release(url)` when `held`,
 * so tests can count the requests in flight and answer out of order.
 */
function fakeFetch(files: Record<string, string | number>, held = false) {
  const waiting = new Map<string, () => void>();
  const signals: AbortSignal[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    if (init?.signal) signals.push(init.signal);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      if (held && !url.endsWith(".m3u8")) {
        await new Promise<void>((resolve, reject) => {
          waiting.set(url, resolve);
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted")));
        });
      }
      const file = files[url];
      if (file === undefined) throw new TypeError("Failed to fetch");
      return typeof file === "number"
        ? new Response("", { status: file })
        : new Response(file, { status: 200 });
    } finally {
      inFlight -= 1;
    }
  });
  /** Lets the promise callbacks queued so far run. */
  const flush = async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };
  const release = async (url: string) => {
    waiting.get(url)?.();
    await flush();
  };
  return { fetch, flush, release, signals, waiting, mostInFlight: () => mostInFlight };
}

const identity = (url: string) => url;

describe("loadSubtitleRendition", () => {
  it("reads the playlist, then every segment, and joins them in playlist order", async () => {
    const { fetch } = fakeFetch({
      [PLAYLIST_URL]: playlistOf(["a.vtt", "../b.vtt", "https://other.example/c.vtt"]),
      "https://cdn.example/subs/a.vtt": cue(1),
      "https://cdn.example/b.vtt": cue(2),
      "https://other.example/c.vtt": cue(3),
    });
    const text = await loadSubtitleRendition(PLAYLIST_URL, { rewriteUrl: identity, fetch });
    expect(text).toBe(
      "WEBVTT\n\n00:00:01.000 --> 00:00:01.500\nLine 1\n\n" +
        "00:00:02.000 --> 00:00:02.500\nLine 2\n\n00:00:03.000 --> 00:00:03.500\nLine 3\n",
    );
  });

  it("sends every request through the CDN rewrite", async () => {
    const { fetch } = fakeFetch({
      "https://mirror.example/subs/en.m3u8": playlistOf(["a.vtt"]),
      "https://mirror.example/subs/a.vtt": cue(1),
    });
    const rewriteUrl = (url: string) => url.replace("cdn.", "mirror.");
    await expect(loadSubtitleRendition(PLAYLIST_URL, { rewriteUrl, fetch })).resolves.toContain(
      "Line 1",
    );
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "https://mirror.example/subs/en.m3u8",
      "https://mirror.example/subs/a.vtt",
    ]);
  });

  it("resolves segments against the playlist's address after a redirect", async () => {
    const fetch = vi.fn((input: RequestInfo | URL) => {
      if (urlOf(input) !== PLAYLIST_URL) return Promise.resolve(new Response(cue(1)));
      const response = new Response(playlistOf(["a.vtt"]));
      Object.defineProperties(response, {
        redirected: { value: true },
        url: { value: "https://moved.example/v2/en.m3u8" },
      });
      return Promise.resolve(response);
    });
    await loadSubtitleRendition(PLAYLIST_URL, { rewriteUrl: identity, fetch });
    expect(fetch.mock.calls[1]?.[0]).toBe("https://moved.example/v2/a.vtt");
  });

  it("fetches at most four segments at once and keeps their order when they answer late", async () => {
    const uris = ["1.vtt", "2.vtt", "3.vtt", "4.vtt", "5.vtt", "6.vtt"];
    const urls = uris.map((uri) => `https://cdn.example/subs/${uri}`);
    const files: Record<string, string> = { [PLAYLIST_URL]: playlistOf(uris) };
    urls.forEach((url, index) => (files[url] = cue(index + 1)));
    const fake = fakeFetch(files, true);
    const loading = loadSubtitleRendition(PLAYLIST_URL, {
      rewriteUrl: identity,
      fetch: fake.fetch,
    });
    await fake.flush();
    expect([...fake.waiting.keys()]).toEqual(urls.slice(0, 4));
    // Answers out of order: 4, 3, 2, 1 (which lets 5 and 6 start), then 6, 5.
    for (const url of urls.slice(0, 4).reverse()) await fake.release(url);
    for (const url of urls.slice(4).reverse()) await fake.release(url);
    expect(fake.mostInFlight()).toBe(4);
    expect((await loading).match(/Line \d/g)).toEqual([
      "Line 1",
      "Line 2",
      "Line 3",
      "Line 4",
      "Line 5",
      "Line 6",
    ]);
  });

  it("rejects with the file and the HTTP status that failed", async () => {
    const { fetch } = fakeFetch({ [PLAYLIST_URL]: 404 });
    await expect(
      loadSubtitleRendition(PLAYLIST_URL, { rewriteUrl: identity, fetch }),
    ).rejects.toThrow(`The subtitle playlist answered HTTP 404 (${PLAYLIST_URL})`);
  });

  it("rejects with the segment that could not be fetched, and cancels the others", async () => {
    const fake = fakeFetch(
      {
        [PLAYLIST_URL]: playlistOf(["1.vtt", "2.vtt", "3.vtt"]),
        "https://cdn.example/subs/1.vtt": cue(1),
        "https://cdn.example/subs/3.vtt": cue(3),
      },
      true,
    );
    const loading = loadSubtitleRendition(PLAYLIST_URL, {
      rewriteUrl: identity,
      fetch: fake.fetch,
    });
    await fake.flush();
    await fake.release("https://cdn.example/subs/2.vtt");
    await expect(loading).rejects.toThrow(
      "The subtitle segment 2 of 3 could not be fetched (https://cdn.example/subs/2.vtt): Failed to fetch",
    );
    expect(fake.signals.every((signal) => signal.aborted)).toBe(true);
  });

  it("rejects with the reason of the caller's abort", async () => {
    const fake = fakeFetch(
      { [PLAYLIST_URL]: playlistOf(["1.vtt"]), "https://cdn.example/subs/1.vtt": cue(1) },
      true,
    );
    const controller = new AbortController();
    const loading = loadSubtitleRendition(PLAYLIST_URL, {
      rewriteUrl: identity,
      fetch: fake.fetch,
      signal: controller.signal,
    });
    await fake.flush();
    controller.abort(new Error("The source changed"));
    await expect(loading).rejects.toThrow("The source changed");
  });

  it("rejects a playlist that is not a subtitle media playlist", async () => {
    const { fetch } = fakeFetch({ [PLAYLIST_URL]: "<html>login</html>" });
    await expect(
      loadSubtitleRendition(PLAYLIST_URL, { rewriteUrl: identity, fetch }),
    ).rejects.toThrow(/not an HLS playlist/);
  });
});
