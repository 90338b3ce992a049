import {
  tmdbFindResultSchema,
  tmdbGenreListSchema,
  tmdbMovieDetailsSchema,
  tmdbMovieListItemSchema,
  tmdbMultiItemSchema,
  tmdbPageSchema,
  tmdbSeasonDetailsSchema,
  tmdbShowDetailsSchema,
  tmdbShowListItemSchema,
} from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import { createOpenCatalogue } from "./create-open-catalogue";
import { CATALOGUE_MOVIES, CATALOGUE_SHOWS } from "./data/catalogue-data";

const NOW = new Date("2026-11-21T12:00:00Z");
const catalogue = createOpenCatalogue({ now: () => NOW });

function get(path: string, query = "") {
  return catalogue.handle(path, new URLSearchParams(query));
}

const moviePage = tmdbPageSchema(tmdbMovieListItemSchema);
const showPage = tmdbPageSchema(tmdbShowListItemSchema);

describe("every endpoint answers in the shape of the contracts' TMDB schemas", () => {
  it("search/multi", () => {
    const { status, body } = get("search/multi", "query=the&page=1");
    expect(status).toBe(200);
    expect(tmdbPageSchema(tmdbMultiItemSchema).parse(body).results.length).toBeGreaterThan(0);
  });

  it("movie/{id} for every film, with and without external ids", () => {
    for (const movie of CATALOGUE_MOVIES) {
      const plain = tmdbMovieDetailsSchema.parse(get(`movie/${movie.id}`).body);
      expect(plain.external_ids).toBeUndefined();
      const full = tmdbMovieDetailsSchema.parse(
        get(`movie/${movie.id}`, "append_to_response=external_ids").body,
      );
      expect(full.external_ids?.imdb_id).toBe(movie.imdbId);
      expect(full.imdb_id).toBe(movie.imdbId);
      expect(full.status).toBe("Released");
      expect(full.tagline).toBeNull();
    }
  });

  it("tv/{id} and tv/{id}/season/{n} for every series", () => {
    for (const show of CATALOGUE_SHOWS) {
      const details = tmdbShowDetailsSchema.parse(
        get(`tv/${show.id}`, "append_to_response=external_ids").body,
      );
      expect(details.external_ids).toEqual({ imdb_id: show.imdbId, tvdb_id: null });
      expect(details.number_of_seasons).toBe(show.seasons.length);
      for (const season of details.seasons) {
        const body = get(`tv/${show.id}/season/${season.season_number}`).body;
        const parsed = tmdbSeasonDetailsSchema.parse(body);
        expect(parsed.id).toBe(season.id);
        expect(parsed.episodes.length).toBe(season.episode_count);
      }
    }
  });

  it("movie and tv external_ids", () => {
    expect(get("movie/653/external_ids").body).toMatchObject({ id: 653, imdb_id: "tt0013442" });
    expect(get("tv/900000001/external_ids").body).toMatchObject({ imdb_id: null, tvdb_id: null });
  });

  it("find/{imdbId}", () => {
    const found = tmdbFindResultSchema.parse(get("find/tt0063350", "external_source=imdb_id").body);
    expect(found.movie_results.map((movie) => movie.id)).toEqual([10331]);
    expect(found).toMatchObject({ tv_results: [], person_results: [], tv_episode_results: [] });
  });

  it("the movie and tv lists", () => {
    for (const list of ["now_playing", "top_rated", "popular"]) {
      expect(moviePage.parse(get(`movie/${list}`).body).results.length).toBe(20);
    }
    for (const list of ["top_rated", "popular"]) {
      expect(showPage.parse(get(`tv/${list}`).body).total_results).toBe(CATALOGUE_SHOWS.length);
    }
  });

  it("genre/movie/list and genre/tv/list return TMDB's full lists", () => {
    expect(tmdbGenreListSchema.parse(get("genre/movie/list").body).genres).toHaveLength(19);
    const tv = tmdbGenreListSchema.parse(get("genre/tv/list").body).genres;
    expect(tv).toHaveLength(16);
    expect(tv).toContainEqual({ id: 10765, name: "Sci-Fi & Fantasy" });
  });

  it("discover/movie and discover/tv", () => {
    expect(moviePage.parse(get("discover/movie", "with_genres=16").body).total_results).toBe(
      CATALOGUE_MOVIES.filter((movie) => movie.genreIds.includes(16)).length,
    );
    expect(showPage.parse(get("discover/tv", "with_genres=16").body).total_results).toBeGreaterThan(
      0,
    );
  });
});

describe("createOpenCatalogue", () => {
  it("counts its films, series and listed episodes", () => {
    const episodes = CATALOGUE_SHOWS.flatMap((show) => show.seasons).flatMap((s) => s.episodes);
    expect(catalogue.stats()).toEqual({
      movies: CATALOGUE_MOVIES.length,
      shows: CATALOGUE_SHOWS.length,
      episodes: episodes.length,
    });
  });

  it("accepts a leading slash and a slug after an id, as TMDB does", () => {
    expect(get("/movie/10378").status).toBe(200);
    expect(get("movie/10378-big-buck-bunny").body).toMatchObject({ title: "Big Buck Bunny" });
  });

  it("ignores language, include_adult and api_key", () => {
    const plain = get("search/multi", "query=sintel");
    const decorated = get(
      "search/multi",
      "query=sintel&language=fr-FR&include_adult=true&api_key=x",
    );
    expect(decorated).toEqual(plain);
  });

  it("answers the same requests identically every time (deterministic)", () => {
    const other = createOpenCatalogue({ now: () => NOW });
    const paths = ["movie/popular", "tv/900000002", "tv/900000002/season/2", "search/multi"];
    for (const path of paths) {
      const query = new URLSearchParams("query=the");
      expect(JSON.stringify(other.handle(path, query))).toBe(
        JSON.stringify(get(path, "query=the")),
      );
    }
    expect(other.poster("tv-900000003.svg")).toBe(catalogue.poster("tv-900000003.svg"));
  });

  it("serves a poster for every poster_path it hands out", () => {
    const paths = [
      ...CATALOGUE_MOVIES.map((movie) => get(`movie/${movie.id}`).body as { poster_path: string }),
      ...CATALOGUE_SHOWS.map((show) => get(`tv/${show.id}`).body as { poster_path: string }),
    ].map((body) => body.poster_path);
    for (const path of paths) expect(catalogue.poster(path.slice(1)), path).toMatch(/^<svg /);
  });
});
