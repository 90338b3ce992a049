import { tmdbErrorSchema } from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import { createOpenCatalogue } from "./create-open-catalogue";

const catalogue = createOpenCatalogue({ now: () => new Date("2026-11-21T12:00:00Z") });

function get(path: string, query = "") {
  return catalogue.handle(path, new URLSearchParams(query));
}

const NOT_FOUND = {
  success: false,
  status_code: 34,
  status_message: "The resource you requested could not be found.",
};

describe("unknown resources", () => {
  it.each([
    "",
    "foo/bar",
    "movie/1",
    "movie/abc",
    "movie/10378/videos",
    "tv/10378",
    "tv/900000001/season/9",
    "tv/900000001/season/x",
    "tv/abc/season/1",
    "genre/person/list",
    "discover/person",
  ])("'%s' answers 404 with TMDB's status_code 34", (path) => {
    const response = get(path);
    expect(response).toEqual({ status: 404, body: NOT_FOUND });
    expect(tmdbErrorSchema.safeParse(response.body).success).toBe(true);
  });
});

describe("malformed parameters", () => {
  it.each(["0", "-1", "1.5", "abc", "501", "1e2", "99999"])(
    "page=%s answers 400 with status_code 22 naming the page field",
    (page) => {
      for (const path of ["movie/popular", "tv/top_rated", "search/multi", "discover/movie"]) {
        const response = get(path, `query=the&page=${encodeURIComponent(page)}`);
        expect(response.status).toBe(400);
        expect(tmdbErrorSchema.parse(response.body)).toEqual({
          success: false,
          status_code: 22,
          status_message:
            "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.",
          field: "page",
        });
      }
    },
  );

  it("treats an empty page as page 1", () => {
    expect(get("movie/popular", "page=")).toMatchObject({ status: 200, body: { page: 1 } });
  });

  it.each(["abc", "16,,35", "16,35|27", "1.5", "16;35", ","])(
    "with_genres=%s answers 400 naming with_genres",
    (genres) => {
      const response = get("discover/movie", `with_genres=${encodeURIComponent(genres)}`);
      expect(response.status).toBe(400);
      const body = tmdbErrorSchema.parse(response.body);
      expect(body.field).toBe("with_genres");
      expect(body.status_message).toMatch(/^Invalid parameters: /);
    },
  );

  it("find without external_source=imdb_id answers 400 naming external_source", () => {
    for (const query of ["", "external_source=tvdb_id"]) {
      const response = get("find/tt0063350", query);
      expect(response.status).toBe(400);
      expect(tmdbErrorSchema.parse(response.body).field).toBe("external_source");
    }
  });

  it("find with an unknown IMDb id answers empty results, as TMDB does", () => {
    expect(get("find/tt9999999", "external_source=imdb_id")).toEqual({
      status: 200,
      body: {
        movie_results: [],
        person_results: [],
        tv_results: [],
        tv_episode_results: [],
        tv_season_results: [],
      },
    });
  });
});

describe("robustness", () => {
  it("never throws, whatever the path and query", () => {
    const paths = ["%%%", "movie/", "movie//10378", "\u0000", "tv/9".repeat(5000), "../../etc"];
    const queries = ["page=%ZZ", "with_genres=" + "1,".repeat(10000), "query=" + "a".repeat(1e5)];
    for (const path of [...paths, "search/multi", "discover/movie"]) {
      for (const query of queries) {
        const response = get(path, query);
        expect([200, 400, 404]).toContain(response.status);
      }
    }
  });

  it("answers 500 in TMDB's error shape when its clock fails", () => {
    const broken = createOpenCatalogue({
      now: () => {
        throw new Error("clock unavailable");
      },
    });
    const response = broken.handle("tv/900000001", new URLSearchParams());
    expect(response.status).toBe(500);
    expect(tmdbErrorSchema.parse(response.body).success).toBe(false);
    expect(
      createOpenCatalogue({ now: () => new Date(Number.NaN) }).handle(
        "movie/19",
        new URLSearchParams(),
      ).status,
    ).toBe(500);
  });
});
