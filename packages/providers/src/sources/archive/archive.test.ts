import type { ScrapeMedia } from "@matinee/contracts";
import { movie as nosferatu } from "../../engine/test-providers";
import { describe, expect, it } from "vitest";
import { contextWith, fakeFetcher, type FakeRoute } from "../test-fetch";
import metadataNosferatu from "./__fixtures__/metadata-nosferatu.json";
import metadataSuperman from "./__fixtures__/metadata-superman.json";
import searchEmpty from "./__fixtures__/search-empty.json";
import searchNosferatu from "./__fixtures__/search-nosferatu.json";
import searchSuperman from "./__fixtures__/search-superman.json";
import { createArchiveSource } from "./archive";

const superman: ScrapeMedia = {
  type: "show",
  title: "Superman",
  releaseYear: 1941,
  tmdbId: "900000004",
  season: { number: 1, tmdbId: "" },
  episode: { number: 2, tmdbId: "" },
};

const isSearch = (url: URL) => url.pathname === "/advancedsearch.php";
const isMetadata = (id: string) => (url: URL) => url.pathname === `/metadata/${id}`;

function scrape(media: ScrapeMedia, routes: FakeRoute[]) {
  const { fetcher, requests } = fakeFetcher(routes);
  const { context, progress } = contextWith(fetcher);
  return { requests, progress, result: createArchiveSource().scrape({ ...context, media }) };
}

describe("the archive source", () => {
  it("searches feature films by title and a year either side", async () => {
    const { requests, result } = scrape(nosferatu, [
      [isSearch, searchNosferatu],
      [isMetadata("Nosferatu1922"), metadataNosferatu],
    ]);
    await result;
    const q = requests[0]?.searchParams.get("q");
    expect(q).toBe(
      "title:(Nosferatu) AND mediatype:(movies) AND collection:(feature_films OR silent_films) AND year:[1921 TO 1923]",
    );
    expect(requests[0]?.searchParams.getAll("fl[]")).toEqual([
      "identifier",
      "title",
      "year",
      "downloads",
    ]);
  });

  it("opens the exact title before a more popular near match, and picks its MP4 derivatives", async () => {
    const { requests, result } = scrape(nosferatu, [
      [isSearch, searchNosferatu],
      [isMetadata("Nosferatu1922"), metadataNosferatu],
    ]);
    expect(await result).toEqual({
      embeds: [],
      stream: [
        {
          id: "archive-Nosferatu1922",
          type: "file",
          flags: ["cors-allowed"],
          qualities: {
            "480": {
              type: "mp4",
              url: "https://archive.org/download/Nosferatu1922/Nosferatu1922.mp4",
            },
            unknown: {
              type: "mp4",
              url: "https://archive.org/download/Nosferatu1922/Nosferatu1922_512kb.mp4",
            },
          },
          captions: [
            {
              type: "srt",
              id: "archive-Nosferatu1922-caption-0",
              url: "https://archive.org/download/Nosferatu1922/Nosferatu1922.en.srt",
              hasCorsRestrictions: false,
              language: "en",
            },
          ],
        },
      ],
    });
    expect(requests[1]?.pathname).toBe("/metadata/Nosferatu1922");
  });

  it("falls back to the next match when the best one has nothing playable", async () => {
    const { result } = scrape(nosferatu, [
      [isSearch, searchNosferatu],
      [isMetadata("Nosferatu1922"), { files: [{ name: "Nosferatu1922.avi", format: "Cinepack" }] }],
      [isMetadata("nosferatu-1922-remaster-rip"), metadataNosferatu],
    ]);
    const output = await result;
    expect(output.stream?.[0]?.id).toBe("archive-nosferatu-1922-remaster-rip");
  });

  it("says not found when the search finds nothing", async () => {
    const { result } = scrape(nosferatu, [[isSearch, searchEmpty]]);
    await expect(result).rejects.toMatchObject({ name: "NotFoundError" });
  });

  it("never opens an item whose title does not match", async () => {
    const { requests, result } = scrape({ ...nosferatu, title: "Metropolis", releaseYear: 1927 }, [
      [isSearch, searchNosferatu],
    ]);
    await expect(result).rejects.toMatchObject({ name: "NotFoundError" });
    expect(requests).toHaveLength(1);
  });

  it("finds a show's episode by its S01E02 file name, with that episode's subtitles", async () => {
    const { requests, result } = scrape(superman, [
      [isSearch, searchSuperman],
      [isMetadata("superman-fleischer-1941-1942"), metadataSuperman],
    ]);
    const stream = (await result).stream?.[0];
    expect(requests[0]?.searchParams.get("q")).toBe(
      "title:(Superman) AND mediatype:(movies) AND collection:(classic_tv)",
    );
    expect(stream).toMatchObject({
      id: "archive-superman-fleischer-1941-1942-s1e2",
      type: "file",
      qualities: {
        "480": {
          url: "https://archive.org/download/superman-fleischer-1941-1942/Superman%20S01E02%20-%20The%20Mechanical%20Monsters.mp4",
        },
      },
      captions: [{ type: "vtt", language: "en" }],
    });
  });

  it("says not found for an episode the item lacks", async () => {
    const { result } = scrape({ ...superman, episode: { number: 9, tmdbId: "" } }, [
      [isSearch, searchSuperman],
      [isMetadata("superman-fleischer-1941-1942"), metadataSuperman],
    ]);
    await expect(result).rejects.toMatchObject({ name: "NotFoundError" });
  });

  it("reports an Archive outage as a fetch failure, not as not found", async () => {
    const { result } = scrape(nosferatu, [[isSearch, new Response("busy", { status: 503 })]]);
    await expect(result).rejects.toMatchObject({ name: "FetchError", detail: { status: 503 } });
  });
});
