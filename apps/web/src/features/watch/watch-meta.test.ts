import { MetadataError } from "@matinee/catalogue";
import type { TmdbSeasonDetails, TmdbShowDetails } from "@matinee/contracts";
import type { MediaRef } from "@matinee/domain";
import { describe, expect, it, vi } from "vitest";
import { loadWatchMeta, type MetaSource } from "./watch-meta";

const show: TmdbShowDetails = {
  id: 42,
  name: "Lunar Tales",
  poster_path: "/lunar.jpg",
  first_air_date: "1959-10-02",
  seasons: [
    { id: 500, season_number: 0, name: "Specials" },
    { id: 501, season_number: 1, name: "Season 1" },
    { id: 502, season_number: 2, name: "Season 2" },
  ],
};

function season(number: number, id: number): TmdbSeasonDetails {
  return {
    id,
    season_number: number,
    name: `Season ${number}`,
    episodes: [1, 2, 3].map((episode) => ({
      id: id * 10 + episode,
      episode_number: episode,
      season_number: number,
      name: `Episode ${episode}`,
      air_date: "1960-01-01",
    })),
  };
}

function source(): MetaSource {
  return {
    movie: vi.fn(),
    show: vi.fn(() => Promise.resolve(show)),
    season: vi.fn((_id: string, number: number) =>
      Promise.resolve(season(number, number === 1 ? 501 : 502)),
    ),
  };
}

const ref = { kind: "tv", tmdbId: "42" } as MediaRef;

describe("loadWatchMeta for a show", () => {
  it("starts at the first episode of the first regular season when no episode is named", async () => {
    const meta = await loadWatchMeta(source(), ref, null);
    expect(meta).toMatchObject({
      kind: "tv",
      title: "Lunar Tales",
      year: 1959,
      season: { id: 501, number: 1 },
      episode: { id: 5011, number: 1 },
    });
  });

  it("lists the regular seasons and the current season's episodes with air dates", async () => {
    const meta = await loadWatchMeta(source(), ref, null);
    if (meta.kind !== "tv") throw new Error("expected a show");
    expect(meta.seasons.map((season) => season.number)).toEqual([1, 2]);
    expect(meta.episodes.map((episode) => [episode.number, episode.airDate])).toEqual([
      [1, "1960-01-01"],
      [2, "1960-01-01"],
      [3, "1960-01-01"],
    ]);
  });

  it("maps the season and episode ids of the URL to their numbers", async () => {
    const src = source();
    const meta = await loadWatchMeta(src, ref, { seasonId: "502", episodeId: "5023" });
    expect(src.season).toHaveBeenCalledWith("42", 2);
    expect(meta).toMatchObject({
      season: { number: 2 },
      episode: { number: 3, title: "Episode 3" },
    });
  });

  it("reports an unknown season or episode id as not found", async () => {
    await expect(
      loadWatchMeta(source(), ref, { seasonId: "999", episodeId: "5011" }),
    ).rejects.toMatchObject({ kind: "notFound" });
    await expect(
      loadWatchMeta(source(), ref, { seasonId: "501", episodeId: "999" }),
    ).rejects.toBeInstanceOf(MetadataError);
  });
});

describe("loadWatchMeta for a movie", () => {
  it("reads the title and the release year", async () => {
    const src = source();
    src.movie = vi.fn(() =>
      Promise.resolve({
        id: 10378,
        title: "Big Buck Bunny",
        poster_path: null,
        release_date: "2008-05-30",
      }),
    );
    const meta = await loadWatchMeta(src, { kind: "movie", tmdbId: "10378" } as MediaRef, null);
    expect(meta).toEqual({
      kind: "movie",
      tmdbId: "10378",
      title: "Big Buck Bunny",
      year: 2008,
      posterPath: null,
    });
  });
});
