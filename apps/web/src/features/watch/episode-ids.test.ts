import type { TmdbSeasonDetails, TmdbShowDetails } from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import { findEpisodeById, findSeasonById, firstEpisode, firstRegularSeason } from "./episode-ids";

const show: TmdbShowDetails = {
  id: 1399,
  name: "Night Gallery",
  poster_path: null,
  seasons: [
    { id: 900, season_number: 0, name: "Specials" },
    { id: 902, season_number: 2, name: "Season 2" },
    { id: 901, season_number: 1, name: "Season 1" },
  ],
};

const seasonTwo: TmdbSeasonDetails = {
  id: 902,
  season_number: 2,
  name: "Season 2",
  episodes: [
    { id: 7002, episode_number: 2, season_number: 2, name: "The Second", air_date: null },
    { id: 7001, episode_number: 1, season_number: 2, name: "The First", air_date: "1971-01-01" },
  ],
};

describe("season and episode ids map to numbers", () => {
  it("finds the season number behind a season id", () => {
    expect(findSeasonById(show, "902")?.season_number).toBe(2);
  });

  it("finds the episode number behind an episode id", () => {
    expect(findEpisodeById(seasonTwo, "7002")?.episode_number).toBe(2);
  });

  it("is null for ids the show does not have", () => {
    expect(findSeasonById(show, "12345")).toBeNull();
    expect(findEpisodeById(seasonTwo, "12345")).toBeNull();
  });
});

describe("where a show starts", () => {
  it("skips the specials season and picks the lowest regular season", () => {
    expect(firstRegularSeason(show)?.id).toBe(901);
  });

  it("is null for a show with only specials", () => {
    expect(firstRegularSeason({ ...show, seasons: [show.seasons[0]!] })).toBeNull();
  });

  it("picks the lowest-numbered episode whatever the list order", () => {
    expect(firstEpisode(seasonTwo)?.id).toBe(7001);
  });

  it("is null for a season without episodes", () => {
    expect(firstEpisode({ ...seasonTwo, episodes: [] })).toBeNull();
  });
});
