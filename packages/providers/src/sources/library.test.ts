import { episode } from "../engine/test-providers";
import { describe, expect, it } from "vitest";
import { createLibrarySource } from "./library";
import { contextWith, fakeFetcher } from "./test-fetch";

const libraryAnswer = {
  sourceId: "library",
  stream: {
    id: "library-tv-900000001-s1e2",
    type: "hls",
    playlist: "/library/files/caminandes/s01e02/master.m3u8",
    flags: ["cors-allowed"],
    captions: [
      {
        type: "vtt",
        id: "c",
        url: "/library/files/c.en.vtt",
        hasCorsRestrictions: false,
        language: "en",
      },
    ],
  },
};

describe("the library source", () => {
  it("asks the library for an episode and makes its URLs absolute", async () => {
    const { fetcher, requests } = fakeFetcher([[() => true, libraryAnswer]]);
    const { context } = contextWith(fetcher);
    const source = createLibrarySource({ baseUrl: "http://tv.test:8080/" });
    const output = await source.scrape({ ...context, media: episode });
    expect(requests[0]?.toString()).toBe("http://tv.test:8080/library/streams/tv/900000001/1/2");
    expect(output.stream?.[0]).toMatchObject({
      type: "hls",
      playlist: "http://tv.test:8080/library/files/caminandes/s01e02/master.m3u8",
      captions: [{ url: "http://tv.test:8080/library/files/c.en.vtt" }],
    });
  });

  it("uses its own fetcher when given one instead of the runner's", async () => {
    const own = fakeFetcher([[() => true, libraryAnswer]]);
    const runners = fakeFetcher([]);
    const { context } = contextWith(runners.fetcher);
    const source = createLibrarySource({ baseUrl: "http://tv.test", fetcher: own.fetcher });
    await source.scrape({
      ...context,
      media: { type: "movie", title: "Sintel", releaseYear: 2010, tmdbId: "45745" },
    });
    expect(own.requests[0]?.pathname).toBe("/library/streams/movie/45745");
    expect(runners.requests).toHaveLength(0);
  });

  it("says not found when the library answers 404", async () => {
    const { context } = contextWith(fakeFetcher([]).fetcher);
    await expect(
      createLibrarySource({ baseUrl: "http://tv.test" }).scrape({ ...context, media: episode }),
    ).rejects.toMatchObject({ name: "NotFoundError" });
  });

  it("fails on an answer that is not a run output", async () => {
    const { context } = contextWith(fakeFetcher([[() => true, { hello: 1 }]]).fetcher);
    await expect(
      createLibrarySource({ baseUrl: "http://tv.test" }).scrape({ ...context, media: episode }),
    ).rejects.toMatchObject({ name: "InvalidOutputError" });
  });
});
