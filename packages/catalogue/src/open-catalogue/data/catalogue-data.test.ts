import { describe, expect, it } from "vitest";
import { dayOf, isIsoDate, resolveAirDate } from "../calendar";
import { episodeIdOf, seasonIdOf } from "../show-calendar";
import { MOVIE_GENRES, TV_GENRES } from "./genres";
import { CATALOGUE_MOVIES, CATALOGUE_SHOWS } from "./catalogue-data";

const movies = CATALOGUE_MOVIES;
const shows = CATALOGUE_SHOWS;
const movieGenreIds = new Set(MOVIE_GENRES.map((genre) => genre.id));
const tvGenreIds = new Set(TV_GENRES.map((genre) => genre.id));
const today = dayOf(new Date());

function duplicates<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function sentences(text: string): number {
  return text.split(/[.!?]["')]?(?:\s+|$)/).filter((part) => part.trim().length > 0).length;
}

describe("the catalogue's films", () => {
  it("number at least 60, with unique ids, IMDb ids and ranks", () => {
    expect(movies.length).toBeGreaterThanOrEqual(60);
    expect(duplicates(movies.map((movie) => movie.id))).toEqual([]);
    expect(duplicates(movies.flatMap((movie) => movie.imdbId ?? []))).toEqual([]);
    expect(duplicates(movies.map((movie) => movie.rank))).toEqual([]);
  });

  it("include the titles the demo and the journeys rely on, with their real ids", () => {
    const byId = new Map(movies.map((movie) => [movie.id, movie]));
    const expected: Array<[number, string, string, string]> = [
      [10331, "Night of the Living Dead", "tt0063350", "1968"],
      [653, "Nosferatu", "tt0013442", "1922"],
      [10378, "Big Buck Bunny", "tt1254207", "2008"],
      [45745, "Sintel", "tt1727587", "2010"],
      [9761, "Elephants Dream", "tt0807840", "2006"],
      [133701, "Tears of Steel", "tt2285752", "2012"],
    ];
    for (const [id, title, imdbId, year] of expected) {
      const movie = byId.get(id);
      expect(movie?.title).toBe(title);
      expect(movie?.imdbId).toBe(imdbId);
      expect(movie?.releaseDate.slice(0, 4)).toBe(year);
    }
  });

  it("use local ids from 900000101 up wherever the TMDB id is not a known one", () => {
    const local = movies.filter((movie) => movie.id >= 900_000_000);
    expect(local.every((movie) => movie.id >= 900_000_101)).toBe(true);
    const showIds = new Set(shows.map((show) => show.id));
    expect(movies.filter((movie) => showIds.has(movie.id))).toEqual([]);
  });

  it("have well-formed, past release dates, whole positive runtimes and licences", () => {
    for (const movie of movies) {
      expect(isIsoDate(movie.releaseDate), movie.title).toBe(true);
      expect(movie.releaseDate <= today, movie.title).toBe(true);
      expect(Number.isInteger(movie.runtime) && movie.runtime > 0, movie.title).toBe(true);
      expect(movie.license.length, movie.title).toBeGreaterThan(0);
      expect(movie.originalLanguage, movie.title).toMatch(/^[a-z]{2}$/);
      if (movie.imdbId !== null) expect(movie.imdbId).toMatch(/^tt\d{7,8}$/);
    }
  });

  it("carry only TMDB movie genres, at least one each, none twice", () => {
    for (const movie of movies) {
      expect(movie.genreIds.length, movie.title).toBeGreaterThan(0);
      expect(duplicates(movie.genreIds), movie.title).toEqual([]);
      expect(movie.genreIds.every((id) => movieGenreIds.has(id)), movie.title).toBe(true);
    }
  });

  it("have overviews of one to three sentences", () => {
    for (const movie of movies) {
      expect(sentences(movie.overview), movie.title).toBeGreaterThanOrEqual(1);
      expect(sentences(movie.overview), movie.title).toBeLessThanOrEqual(3);
    }
  });
});

describe("the catalogue's series", () => {
  it("number at least four, with unique local ids in the range the derived ids assume", () => {
    expect(shows.length).toBeGreaterThanOrEqual(4);
    expect(duplicates(shows.map((show) => show.id))).toEqual([]);
    expect(duplicates(shows.map((show) => show.rank))).toEqual([]);
    for (const show of shows) {
      expect(show.id).toBeGreaterThan(900_000_000);
      expect(show.id).toBeLessThanOrEqual(900_000_100);
    }
  });

  it("include Caminandes as 900000001 with its three shorts in order", () => {
    const caminandes = shows.find((show) => show.id === 900_000_001);
    expect(caminandes?.name).toBe("Caminandes");
    const episodes = caminandes?.seasons[0]?.episodes ?? [];
    expect(episodes.map((episode) => episode.name)).toEqual([
      "Llama Drama",
      "Gran Dillama",
      "Llamigos",
    ]);
    const years = episodes.map((episode) =>
      typeof episode.airDate === "string" ? episode.airDate.slice(0, 4) : "relative",
    );
    expect(years).toEqual([
      "2013",
      "2013",
      "2016",
    ]);
  });

  it("number seasons and episodes from 1 without gaps, below 100, with tv genres", () => {
    for (const show of shows) {
      expect(show.genreIds.every((id) => tvGenreIds.has(id)), show.name).toBe(true);
      expect(show.seasons.map((season) => season.seasonNumber)).toEqual(
        show.seasons.map((_, index) => index + 1),
      );
      for (const season of show.seasons) {
        expect(season.episodes.length).toBeGreaterThan(0);
        expect(season.episodes.length).toBeLessThan(100);
        expect(season.episodes.map((episode) => episode.episodeNumber)).toEqual(
          season.episodes.map((_, index) => index + 1),
        );
      }
    }
  });

  it("give every real episode a fixed date, a title, an overview and a runtime", () => {
    for (const show of shows) {
      for (const episode of show.seasons.flatMap((season) => season.episodes)) {
        if (typeof episode.airDate !== "string") continue;
        expect(isIsoDate(episode.airDate), episode.name).toBe(true);
        expect(episode.overview.length, episode.name).toBeGreaterThan(0);
        expect(sentences(episode.overview), episode.name).toBeLessThanOrEqual(3);
        expect(episode.runtime ?? 0, episode.name).toBeGreaterThan(0);
      }
      const fixed = show.seasons.flatMap((season) => season.episodes);
      expect(fixed.some((episode) => typeof episode.airDate === "string")).toBe(true);
    }
  });

  it("derive season and episode ids that are unique and fit a 10-digit TmdbId", () => {
    const ids = shows.flatMap((show) =>
      show.seasons.flatMap((season) => [
        seasonIdOf(show.id, season.seasonNumber),
        ...season.episodes.map((episode) =>
          episodeIdOf(show.id, season.seasonNumber, episode.episodeNumber),
        ),
      ]),
    );
    expect(duplicates(ids)).toEqual([]);
    expect(ids.every((id) => String(id).length <= 10 && id < 2 ** 31)).toBe(true);
  });
});

describe("the upcoming placeholder block", () => {
  const futureOn = (now: Date) => {
    const day = dayOf(now);
    return shows.flatMap((show) =>
      show.seasons.flatMap((season) =>
        season.episodes
          .filter((episode) => resolveAirDate(episode.airDate, day) > day)
          .map((episode) => ({ show: show.name, episode })),
      ),
    );
  };

  it.each([new Date("2026-11-21T23:59:59Z"), new Date("2031-02-01T00:00:00Z"), new Date()])(
    "is exactly what is still to air on %s",
    (now) => {
      const future = futureOn(now);
      expect(future.map(({ show, episode }) => `${show} ${episode.name}`)).toEqual([
        "Superman Episode 9",
        "Superman Episode 10",
      ]);
      for (const { episode } of future) {
        expect(episode.overview).toBe("");
        expect(episode.runtime).toBeNull();
        expect(typeof episode.airDate).toBe("object");
      }
    },
  );
});
