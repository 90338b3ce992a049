import {
  tmdbMovieDetailsSchema,
  tmdbMultiItemSchema,
  tmdbPageSchema,
  tmdbShowDetailsSchema,
} from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "./helper";

const multiPage = tmdbPageSchema(tmdbMultiItemSchema);

describe("the open catalogue over HTTP", () => {
  it("finds Nosferatu through search/multi", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/catalogue/3/search/multi?query=nosferatu&page=1" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    const page = multiPage.parse(response.json());
    const titles = page.results.map((item) => ("title" in item ? item.title : item.name));
    expect(titles).toContain("Nosferatu");
  });

  it("serves movie details with external ids, as TMDB shapes them", async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      url: "/catalogue/3/movie/10378?append_to_response=external_ids&language=en-US",
    });
    expect(response.statusCode).toBe(200);
    const movie = tmdbMovieDetailsSchema.parse(response.json());
    expect(movie.title).toBe("Big Buck Bunny");
    expect(movie.external_ids?.imdb_id).toBe("tt1254207");
  });

  it("serves a show with its seasons", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/catalogue/3/tv/900000001" });
    const show = tmdbShowDetailsSchema.parse(response.json());
    expect(show.name).toBe("Caminandes");
    expect(show.seasons.length).toBeGreaterThan(0);
  });

  it("answers an unknown id with TMDB's 404 body", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/catalogue/3/movie/1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, status_code: 34 });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers a malformed page with a 400 naming the parameter", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/catalogue/3/movie/popular?page=abc" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: "page" });
  });

  it("draws a poster as SVG", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/catalogue/images/w342/movie-10378.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("image/svg+xml");
    expect(response.body).toContain("<svg");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it.each(["/catalogue/images/w342/movie-1.svg", "/catalogue/images/huge/movie-10378.svg"])(
    "answers an unknown poster %s with 404",
    async (url) => {
      const app = await buildTestApp();
      expect((await app.inject({ url })).statusCode).toBe(404);
    },
  );

  it("can be switched off", async () => {
    const app = await buildTestApp({ OPEN_CATALOGUE: "false" });
    expect((await app.inject({ url: "/catalogue/3/movie/10378" })).statusCode).toBe(404);
  });
});
