import { describe, expect, it } from "vitest";
import { buildCatalogueIndex } from "./catalogue-index";
import { createOpenCatalogue } from "./create-open-catalogue";
import type { CatalogueMovie } from "./types";

const catalogue = createOpenCatalogue({ now: () => new Date("2026-11-21T12:00:00Z") });

interface SearchBody {
  page: number;
  results: Array<{ id: number; media_type: string; title?: string; name?: string }>;
  total_pages: number;
  total_results: number;
}

function search(query: string | null, page?: string): SearchBody {
  const params = new URLSearchParams();
  if (query !== null) params.set("query", query);
  if (page !== undefined) params.set("page", page);
  return catalogue.handle("search/multi", params).body as SearchBody;
}

const titles = (body: SearchBody) => body.results.map((item) => item.title ?? item.name);

describe("search/multi", () => {
  it("finds Big Buck Bunny and Nosferatu first for their names", () => {
    expect(search("big buck bunny").results[0]).toMatchObject({ id: 10378, media_type: "movie" });
    expect(search("nosferatu").results[0]).toMatchObject({ id: 653, title: "Nosferatu" });
  });

  it("ignores case, accents and punctuation", () => {
    expect(titles(search("NOSFERATU"))).toContain("Nosferatu");
    expect(titles(search("haxan"))).toEqual(["Häxan"]);
    expect(titles(search("safety last"))).toEqual(["Safety Last!"]);
    expect(titles(search("steamboat bill jr"))).toEqual(["Steamboat Bill, Jr."]);
    expect(titles(search("brain that wouldnt"))).toEqual(["The Brain That Wouldn't Die"]);
  });

  it("matches each word as a prefix of some title word, all words required", () => {
    expect(titles(search("bun"))).toContain("Big Buck Bunny");
    expect(titles(search("buck big"))).toContain("Big Buck Bunny");
    expect(search("big buck zebra").results).toEqual([]);
  });

  it("matches the original title as well", () => {
    expect(titles(search("korkarlen"))).toEqual(["The Phantom Carriage"]);
    expect(titles(search("der letzte mann"))).toEqual(["The Last Laugh"]);
    expect(titles(search("Броненосец"))).toEqual(["Battleship Potemkin"]);
  });

  it("lets a four-digit word match the release year", () => {
    expect(titles(search("nosferatu 1922"))).toEqual(["Nosferatu"]);
    expect(search("nosferatu 1923").results).toEqual([]);
    expect(titles(search("1922"))).toEqual(expect.arrayContaining(["Nosferatu", "Häxan"]));
  });

  it("returns series with media_type tv and their name", () => {
    expect(search("caminandes").results[0]).toMatchObject({
      id: 900000001,
      media_type: "tv",
      name: "Caminandes",
    });
  });

  it("ranks the exact title before titles that start with it", () => {
    expect(titles(search("the kid"))).toEqual(["The Kid", "The Kid Brother"]);
  });

  it("answers a missing or blank query with an empty page, as TMDB does", () => {
    const empty = { page: 1, results: [], total_pages: 1, total_results: 0 };
    expect(search(null)).toEqual(empty);
    expect(search("   ")).toEqual(empty);
    expect(search("!?")).toEqual(empty);
  });

  it("pages results 20 at a time", () => {
    const first = search("the");
    expect(first.total_results).toBeGreaterThan(20);
    const second = search("the", "2");
    expect(second.results).toHaveLength(first.total_results - 20);
    expect(second.total_pages).toBe(2);
  });
});

describe("search ranking", () => {
  const film = (id: number, title: string, rank: number): CatalogueMovie => ({
    id,
    imdbId: null,
    title,
    originalTitle: title,
    originalLanguage: "en",
    releaseDate: "1930-01-01",
    runtime: 90,
    genreIds: [18],
    overview: "A test film.",
    rank,
    license: "test",
  });

  it("orders exact, then prefix, then other matches, and by rank within each", () => {
    const index = buildCatalogueIndex(
      [
        film(1, "A Star Is Born", 1),
        film(2, "Star Wanderers", 3),
        film(3, "Star", 9),
        film(4, "Starlight", 2),
      ],
      [],
    );
    const found = index.search("star").map((hit) => (hit.kind === "movie" ? hit.movie.title : ""));
    expect(found).toEqual(["Star", "Starlight", "Star Wanderers", "A Star Is Born"]);
  });
});
