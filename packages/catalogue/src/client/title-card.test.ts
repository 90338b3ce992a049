import { describe, expect, it } from "vitest";
import { titleCardCheck } from "./title-card";

describe("titleCardCheck", () => {
  it("reads a movie's card from its details, extra fields ignored", () => {
    const details = {
      id: 10378,
      title: "Big Buck Bunny",
      release_date: "2008-04-10",
      poster_path: "/bbb.jpg",
      credits: { cast: [] },
    };
    expect(titleCardCheck("movie").safeParse(details)).toEqual({
      success: true,
      data: {
        kind: "movie",
        tmdbId: "10378",
        title: "Big Buck Bunny",
        year: 2008,
        releaseDate: "2008-04-10",
        posterPath: "/bbb.jpg",
      },
    });
  });

  it("reads a show's card; a missing date and poster are null", () => {
    expect(titleCardCheck("tv").safeParse({ id: 7, name: "Caminandes" })).toEqual({
      success: true,
      data: {
        kind: "tv",
        tmdbId: "7",
        title: "Caminandes",
        year: null,
        releaseDate: null,
        posterPath: null,
      },
    });
  });

  it.each([
    ["not an object", "movie"],
    [{ id: "10378", title: "x" }, "movie"],
    [{ id: 0, title: "x" }, "movie"],
    [{ id: 1.5, title: "x" }, "movie"],
    [{ id: 1 }, "movie"],
    [{ id: 1, title: "x", poster_path: 3 }, "movie"],
    [{ id: 1, title: "x", release_date: 2008 }, "movie"],
    [{ id: 1, title: "a movie, not a show" }, "tv"],
    [{ id: 1, name: "x", first_air_date: false }, "tv"],
  ] as const)("refuses %j as a %s", (value, kind) => {
    expect(titleCardCheck(kind).safeParse(value).success).toBe(false);
  });
});
