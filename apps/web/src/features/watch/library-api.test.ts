import { describe, expect, it, vi } from "vitest";
import { fetchLibraryStream, LibraryError, libraryStreamUrl } from "./library-api";

const movie = { kind: "movie", tmdbId: "10378" } as const;

function answer(status: number, body: unknown) {
  return vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(typeof body === "string" ? body : JSON.stringify(body), { status }),
    ),
  );
}

const fileStream = {
  sourceId: "library",
  stream: {
    id: "library-10378",
    type: "file",
    flags: [],
    captions: [
      {
        id: "en",
        type: "vtt",
        url: "/library/files/bbb/en.vtt",
        language: "en",
        hasCorsRestrictions: false,
      },
    ],
    qualities: { "720": { type: "mp4", url: "/library/files/bbb/720.mp4" } },
  },
};

describe("libraryStreamUrl", () => {
  it("addresses a movie by its TMDB id", () => {
    expect(libraryStreamUrl("http://h:8080/", movie)).toBe(
      "http://h:8080/library/streams/movie/10378",
    );
  });

  it("addresses an episode by season and episode numbers", () => {
    expect(
      libraryStreamUrl("http://h:8080", { kind: "tv", tmdbId: "1", season: 2, episode: 3 }),
    ).toBe("http://h:8080/library/streams/tv/1/2/3");
  });
});

describe("fetchLibraryStream", () => {
  it("resolves to null when the library has nothing (404)", async () => {
    await expect(
      fetchLibraryStream("http://h", movie, undefined, answer(404, {})),
    ).resolves.toBeNull();
  });

  it("returns the stream with its relative URLs made absolute", async () => {
    const output = await fetchLibraryStream(
      "http://h:8080",
      movie,
      undefined,
      answer(200, fileStream),
    );
    expect(output?.stream.type).toBe("file");
    if (output?.stream.type !== "file") return;
    expect(output.stream.qualities["720"]?.url).toBe("http://h:8080/library/files/bbb/720.mp4");
    expect(output.stream.captions[0]?.url).toBe("http://h:8080/library/files/bbb/en.vtt");
  });

  it("rejects an answer that is not a stream", async () => {
    await expect(
      fetchLibraryStream("http://h", movie, undefined, answer(200, { nope: true })),
    ).rejects.toBeInstanceOf(LibraryError);
    await expect(
      fetchLibraryStream("http://h", movie, undefined, answer(200, "<!doctype html>")),
    ).rejects.toBeInstanceOf(LibraryError);
  });

  it("rejects a server error", async () => {
    await expect(
      fetchLibraryStream("http://h", movie, undefined, answer(500, {})),
    ).rejects.toBeInstanceOf(LibraryError);
  });
});
