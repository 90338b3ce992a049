import { describe, expect, it } from "vitest";
import { createOpenCatalogue } from "./create-open-catalogue";

interface EpisodeBody {
  id: number;
  episode_number: number;
  season_number: number;
  name: string;
  overview: string;
  air_date: string;
  runtime: number | null;
  still_path: null;
}

interface SeasonBody {
  id: number;
  season_number: number;
  air_date: string;
  episodes: EpisodeBody[];
}

interface ShowBody {
  status: string;
  in_production: boolean;
  first_air_date: string;
  last_air_date: string | null;
  next_episode_to_air: EpisodeBody | null;
  number_of_episodes: number;
  seasons: Array<{ id: number; season_number: number; episode_count: number }>;
}

function catalogueAt(iso: string) {
  const catalogue = createOpenCatalogue({ now: () => new Date(iso) });
  return {
    show: (id: number) => catalogue.handle(`tv/${id}`, new URLSearchParams()).body as ShowBody,
    season: (id: number, n: number) =>
      catalogue.handle(`tv/${id}/season/${n}`, new URLSearchParams()).body as SeasonBody,
  };
}

describe("Caminandes", () => {
  const { show, season } = catalogueAt("2026-11-21T12:00:00Z");

  it("lists its three shorts in season 1 with dates, runtimes and no stills", () => {
    const episodes = season(900000001, 1).episodes;
    expect(episodes.map((episode) => [episode.episode_number, episode.name])).toEqual([
      [1, "Llama Drama"],
      [2, "Gran Dillama"],
      [3, "Llamigos"],
    ]);
    for (const episode of episodes) {
      expect(episode.air_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(episode.runtime).toBeGreaterThan(0);
      expect(episode.still_path).toBeNull();
      expect(episode.season_number).toBe(1);
    }
  });

  it("has ended, with nothing left to air", () => {
    expect(show(900000001)).toMatchObject({
      status: "Ended",
      in_production: false,
      next_episode_to_air: null,
      number_of_episodes: 3,
      first_air_date: "2013-02-12",
    });
  });
});

describe("the upcoming placeholders", () => {
  it("air 14 and 42 days after the catalogue's today, whatever today is", () => {
    for (const [now, first, second] of [
      ["2026-11-21T08:00:00Z", "2026-12-05", "2027-01-02"],
      ["2040-02-20T23:30:00Z", "2040-03-05", "2040-04-02"],
    ] as const) {
      const episodes = catalogueAt(now).season(900000002, 2).episodes.slice(-2);
      expect(episodes).toEqual([
        expect.objectContaining({
          name: "Episode 9",
          overview: "",
          air_date: first,
          runtime: null,
        }),
        expect.objectContaining({
          name: "Episode 10",
          overview: "",
          air_date: second,
          runtime: null,
        }),
      ]);
    }
  });

  it("make their series a returning one whose next episode is still to come", () => {
    const body = catalogueAt("2026-11-21T12:00:00Z").show(900000002);
    expect(body).toMatchObject({
      status: "Returning Series",
      in_production: true,
      last_air_date: "1943-07-30",
      number_of_episodes: 19,
    });
    expect(body.next_episode_to_air).toMatchObject({ name: "Episode 9", air_date: "2026-12-05" });
  });
});

describe("season and episode ids", () => {
  it("are the same from one catalogue to the next and unique across the catalogue", () => {
    const ids = (iso: string) => {
      const { show, season } = catalogueAt(iso);
      return [900000001, 900000002, 900000003, 900000004].flatMap((id) =>
        show(id).seasons.flatMap((summary) => [
          summary.id,
          ...season(id, summary.season_number).episodes.map((episode) => episode.id),
        ]),
      );
    };
    const today = ids("2026-11-21T12:00:00Z");
    expect(ids("2030-01-01T00:00:00Z")).toEqual(today);
    expect(new Set(today).size).toBe(today.length);
  });

  it("match between a season summary and the season itself", () => {
    const { show, season } = catalogueAt("2026-11-21T12:00:00Z");
    for (const summary of show(900000003).seasons) {
      const details = season(900000003, summary.season_number);
      expect(details.id).toBe(summary.id);
      expect(details.episodes).toHaveLength(summary.episode_count);
    }
  });
});
