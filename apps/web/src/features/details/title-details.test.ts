import type { TmdbMovieDetails, TmdbShowDetails } from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import { CAST_LIMIT, movieDetails, showDetails } from "./title-details";

const nosferatu: TmdbMovieDetails = {
  id: 653,
  title: "Nosferatu",
  poster_path: "/n.jpg",
  release_date: "1922-03-04",
  runtime: 94,
  overview: "A vampire.",
  genres: [{ id: 27, name: "Horror" }],
  vote_average: 7.66,
};

const show: TmdbShowDetails = {
  id: 900000001,
  name: "Caminandes",
  poster_path: null,
  first_air_date: "2013-01-01",
  episode_run_time: [3, 4],
  seasons: [
    { id: 10, season_number: 0, name: "Specials", episode_count: 1 },
    { id: 11, season_number: 1, name: "Season 1", episode_count: 3 },
  ],
};

describe("title details", () => {
  it("reads a movie's facts and its canonical media id", () => {
    expect(movieDetails(nosferatu)).toMatchObject({
      kind: "movie",
      mediaId: "tmdb-movie-653-nosferatu",
      year: 1922,
      runtime: 94,
      rating: 7.7,
      genres: ["Horror"],
      seasons: [],
    });
  });

  it("hides a rating of 0, which means nobody rated the title", () => {
    expect(movieDetails({ ...nosferatu, vote_average: 0 }).rating).toBeNull();
  });

  it("reads a missing overview, runtime and date as unknown", () => {
    const bare = movieDetails({
      id: 1,
      title: "X",
      poster_path: null,
      release_date: "",
      overview: "",
    });
    expect(bare).toMatchObject({ overview: null, runtime: null, year: null, releaseDate: null });
  });

  it("lists a show's seasons in order with their episode counts, specials last", () => {
    const details = showDetails(show);
    expect(details.seasons).toEqual([
      { number: 1, name: "Season 1", episodeCount: 3 },
      { number: 0, name: "Specials", episodeCount: 1 },
    ]);
    expect(details.runtime).toBe(3);
    expect(details.mediaId).toBe("tmdb-tv-900000001-caminandes");
  });

  it("keeps the cast in billing order, leads first, and at most a dozen", () => {
    const cast = Array.from({ length: 20 }, (_, i) => ({
      id: i,
      name: `Actor ${i}`,
      character: i === 0 ? "" : `Role ${i}`,
      order: 19 - i,
    }));
    const details = movieDetails({ ...nosferatu, credits: { cast } });
    expect(details.cast).toHaveLength(CAST_LIMIT);
    expect(details.cast[0]).toEqual({ id: 19, name: "Actor 19", character: "Role 19" });
    expect(movieDetails(nosferatu).cast).toEqual([]);
  });
});
