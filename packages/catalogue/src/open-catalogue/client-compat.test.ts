import { describe, expect, it } from "vitest";
import { createMetadataClient } from "../client/metadata-client";
import { createOpenCatalogue } from "./create-open-catalogue";

const catalogue = createOpenCatalogue({ now: () => new Date("2026-11-21T12:00:00Z") });

/** The real client, with a fetch that hands each request to the catalogue's handler. */
const metadata = createMetadataClient({
  baseUrl: "http://catalogue.test/catalogue/3",
  imageBaseUrl: "http://catalogue.test/catalogue/posters",
  fetch: ((input: string | URL) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/catalogue\/3\//, "");
    const { status, body } = catalogue.handle(path, url.searchParams);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  }) as typeof fetch,
});

describe("the open catalogue answers every call the metadata client makes", () => {
  it("search, in the client's search rules", async () => {
    const results = await metadata.searchTitles("nosferatu");
    expect(results[0]).toMatchObject({ kind: "movie", title: "Nosferatu", year: 1922 });
  });

  it("movie details with external ids and an (empty) cast", async () => {
    const movie = await metadata.getMovie(653);
    expect(movie.external_ids?.imdb_id).toBe("tt0013442");
    expect(movie.credits?.cast).toEqual([]);
  });

  it("show details, with seasons, and a season's episodes", async () => {
    const show = await metadata.getShow(900000001);
    expect(show.credits?.cast).toEqual([]);
    const first = show.seasons[0];
    expect(first).toBeDefined();
    const season = await metadata.getSeason(900000001, first?.season_number ?? 1);
    expect(season.episodes.length).toBe(first?.episode_count);
  });

  it("find by IMDb id", async () => {
    const found = await metadata.findByImdbId("tt0013442");
    expect(found.movie_results.map((movie) => movie.id)).toEqual([653]);
  });

  it("every movie and show list Discover shows", async () => {
    for (const name of ["now_playing", "top_rated", "popular"] as const) {
      expect((await metadata.movieList(name)).results.length).toBeGreaterThan(0);
    }
    for (const name of ["top_rated", "popular"] as const) {
      expect((await metadata.showList(name)).results.length).toBeGreaterThan(0);
    }
  });

  it("genre lists and discover by genre, on pages 1 to 6", async () => {
    const movieGenres = (await metadata.genres("movie")).genres;
    const tvGenres = (await metadata.genres("tv")).genres;
    expect(movieGenres.length).toBeGreaterThan(4);
    expect(tvGenres.length).toBeGreaterThan(0);
    const drama = movieGenres.find((genre) => genre.name === "Drama");
    const first = await metadata.discoverMovies(drama?.id ?? 18, 1);
    expect(first.results.length).toBeGreaterThan(0);
    // Past the catalogue's end a page is empty, never an error.
    expect((await metadata.discoverMovies(drama?.id ?? 18, 6)).page).toBe(6);
    expect((await metadata.discoverShows(tvGenres[0]?.id ?? 16)).page).toBe(1);
  });
});

describe("credits", () => {
  it("answer movie/{id}/credits and tv/{id}/credits with empty lists", () => {
    expect(catalogue.handle("movie/653/credits", new URLSearchParams()).body).toEqual({
      id: 653,
      cast: [],
      crew: [],
    });
    expect(catalogue.handle("tv/900000001/credits", new URLSearchParams()).status).toBe(200);
  });

  it("are left out of details unless asked for", () => {
    const plain = catalogue.handle("movie/653", new URLSearchParams()).body as object;
    expect("credits" in plain).toBe(false);
  });

  it("are 404 for an unknown title", () => {
    expect(catalogue.handle("movie/1/credits", new URLSearchParams()).status).toBe(404);
  });
});
