import { describe, expect, it } from "vitest";
import { FEATURE_MINUTES } from "./catalogue-index";
import { createOpenCatalogue } from "./create-open-catalogue";
import { CATALOGUE_MOVIES } from "./data/catalogue-data";

const catalogue = createOpenCatalogue({ now: () => new Date("2026-11-21T12:00:00Z") });

interface ListBody {
  page: number;
  results: Array<{ id: number; release_date?: string; genre_ids?: number[]; name?: string }>;
  total_pages: number;
  total_results: number;
}

function list(path: string, query = ""): ListBody {
  const response = catalogue.handle(path, new URLSearchParams(query));
  expect(response.status).toBe(200);
  return response.body as ListBody;
}

function allPages(path: string, query = ""): ListBody["results"] {
  const first = list(path, query);
  const rest = Array.from({ length: first.total_pages - 1 }, (_, i) =>
    list(path, `${query}&page=${i + 2}`),
  );
  return [first, ...rest].flatMap((page) => page.results);
}

const rankOf = new Map(CATALOGUE_MOVIES.map((movie) => [movie.id, movie.rank]));
const runtimeOf = new Map(CATALOGUE_MOVIES.map((movie) => [movie.id, movie.runtime]));
const ranks = (items: ListBody["results"]) => items.map((item) => rankOf.get(item.id) ?? 0);
const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

describe("movie lists", () => {
  it("popular lists every film once, in editorial rank order, Big Buck Bunny first", () => {
    const items = allPages("movie/popular");
    expect(items).toHaveLength(CATALOGUE_MOVIES.length);
    expect(new Set(items.map((item) => item.id)).size).toBe(CATALOGUE_MOVIES.length);
    expect(items[0]?.id).toBe(10378);
    expect(ascending(ranks(items))).toBe(true);
  });

  it("top rated keeps to features, by rank, so it differs from popular", () => {
    const items = allPages("movie/top_rated");
    expect(items.every((item) => (runtimeOf.get(item.id) ?? 0) > FEATURE_MINUTES)).toBe(true);
    expect(ascending(ranks(items))).toBe(true);
    expect(items[0]?.id).toBe(10331);
  });

  it("now playing puts the most recent releases first", () => {
    const dates = allPages("movie/now_playing").map((item) => item.release_date ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("gives every title vote_average 0 and vote_count 0 rather than invented ratings", () => {
    const body = catalogue.handle("movie/popular", new URLSearchParams()).body as {
      results: Array<{ vote_average: number; vote_count: number }>;
    };
    expect(body.results.every((item) => item.vote_average === 0 && item.vote_count === 0)).toBe(
      true,
    );
  });
});

describe("pagination", () => {
  it("holds 20 results per page with the true totals", () => {
    const first = list("movie/popular");
    expect(first.results).toHaveLength(20);
    expect(first.total_results).toBe(CATALOGUE_MOVIES.length);
    expect(first.total_pages).toBe(Math.ceil(CATALOGUE_MOVIES.length / 20));
  });

  it("answers a page past the end with no results and the same totals", () => {
    const past = list("movie/popular", "page=40");
    expect(past).toMatchObject({ page: 40, results: [], total_results: CATALOGUE_MOVIES.length });
    expect(list("movie/popular", "page=500").results).toEqual([]);
  });
});

describe("tv lists", () => {
  it("puts Caminandes first", () => {
    expect(list("tv/popular").results[0]?.name).toBe("Caminandes");
    expect(list("tv/top_rated").results[0]?.name).toBe("Caminandes");
  });
});

describe("discover", () => {
  const genresOf = (items: ListBody["results"]) => items.map((item) => item.genre_ids ?? []);

  it("lists every film by rank when no genre is given", () => {
    expect(allPages("discover/movie").map((item) => item.id)).toEqual(
      allPages("movie/popular").map((item) => item.id),
    );
  });

  it("reads commas as all of the genres", () => {
    const items = allPages("discover/movie", "with_genres=16,35");
    expect(items.map((item) => item.id)).toContain(10378);
    expect(genresOf(items).every((ids) => ids.includes(16) && ids.includes(35))).toBe(true);
  });

  it("reads pipes as any of the genres", () => {
    const items = allPages("discover/movie", "with_genres=16|27");
    const expected = CATALOGUE_MOVIES.filter(
      (movie) => movie.genreIds.includes(16) || movie.genreIds.includes(27),
    );
    expect(items).toHaveLength(expected.length);
    expect(genresOf(items).every((ids) => ids.includes(16) || ids.includes(27))).toBe(true);
  });

  it("returns nothing for a genre no title has", () => {
    expect(list("discover/movie", "with_genres=10770").total_results).toBe(0);
  });

  it("filters series by tv genres", () => {
    const names = allPages("discover/tv", "with_genres=10759").map((item) => item.name);
    expect(names).toEqual(["Superman"]);
  });
});
