import type { CatalogueEpisode, CatalogueShow } from "../types";
import { TvGenre as G } from "./genres";

/**
 * A placeholder in TMDB's own style for an episode that is announced but untitled: "Episode N",
 * no overview, no runtime. None of our real series has an episode still to come, yet the player
 * must show episodes that have not aired (greyed out, not playable, not chosen by autoplay). So
 * exactly one block of placeholders exists, at the end of Superman's second season, dated
 * relative to the catalogue's clock so that it stays in the future however long the server runs.
 * They are not real episodes: never give them a title, a stream or a fixed date.
 */
function upcomingPlaceholder(episodeNumber: number, daysAfterToday: number): CatalogueEpisode {
  return {
    episodeNumber,
    name: `Episode ${episodeNumber}`,
    overview: "",
    airDate: { daysAfterToday },
    runtime: null,
  };
}

/**
 * The Fleischer and Famous Studios Superman cartoons, listed as a series the way TV databases list
 * such runs: air dates are the cinema release dates. The shorts run 8 to 10 minutes; runtimes are
 * rounded per studio (Fleischer 9, Famous 8).
 */
export const SUPERMAN: CatalogueShow = {
  id: 900000002,
  imdbId: null,
  name: "Superman",
  originalName: "Superman",
  originalLanguage: "en",
  genreIds: [G.Animation, G.ActionAndAdventure, G.SciFiAndFantasy],
  overview:
    "Theatrical cartoons in which Superman defends Metropolis from mad scientists, robots, monsters and disasters. Fleischer Studios made the first nine, its successor Famous Studios the last eight.",
  rank: 2,
  license: "public domain (US): copyrights not renewed",
  seasons: [
    {
      seasonNumber: 1,
      overview: "The nine shorts produced by Fleischer Studios, 1941 to 1942.",
      episodes: [
        {
          episodeNumber: 1,
          name: "The Mad Scientist",
          overview:
            "A scientist threatens to destroy Metropolis with his energy cannon, and Lois Lane gets too close to his mountain lair. Released simply as \"Superman\".",
          airDate: "1941-09-26",
          runtime: 9,
        },
        {
          episodeNumber: 2,
          name: "The Mechanical Monsters",
          overview:
            "Flying robots loot banks and jewel exhibitions for a mad inventor, and Lois stows away inside one of them.",
          airDate: "1941-11-28",
          runtime: 9,
        },
        {
          episodeNumber: 3,
          name: "Billion Dollar Limited",
          overview:
            "Bandits try to rob a train carrying a billion dollars in gold to the mint, with Lois on board.",
          airDate: "1942-01-09",
          runtime: 9,
        },
        {
          episodeNumber: 4,
          name: "The Arctic Giant",
          overview:
            "A prehistoric monster kept frozen at the museum thaws out and goes on a rampage through the city.",
          airDate: "1942-02-27",
          runtime: 9,
        },
        {
          episodeNumber: 5,
          name: "The Bulleteers",
          overview:
            "A gang in a bullet-shaped rocket car demands the city's treasury and smashes buildings to make its point.",
          airDate: "1942-03-27",
          runtime: 9,
        },
        {
          episodeNumber: 6,
          name: "The Magnetic Telescope",
          overview:
            "A scientist's giant magnet pulls comets towards the Earth to study them, and one of them is heading for the city.",
          airDate: "1942-04-24",
          runtime: 9,
        },
        {
          episodeNumber: 7,
          name: "Electric Earthquake",
          overview:
            "A man who says Manhattan belongs to his people threatens to bring it down with artificial earthquakes.",
          airDate: "1942-05-15",
          runtime: 9,
        },
        {
          episodeNumber: 8,
          name: "Volcano",
          overview:
            "Lois and Clark report on a volcano that is expected to erupt; it goes off early, above a town full of people.",
          airDate: "1942-07-10",
          runtime: 9,
        },
        {
          episodeNumber: 9,
          name: "Terror on the Midway",
          overview: "A giant gorilla breaks loose at the circus and carries Lois up to the high wire.",
          airDate: "1942-08-28",
          runtime: 9,
        },
      ],
    },
    {
      seasonNumber: 2,
      overview: "The eight shorts produced by Famous Studios, 1942 to 1943.",
      episodes: [
        {
          episodeNumber: 1,
          name: "Japoteurs",
          overview:
            "Enemy agents hijack the world's largest bomber on its first flight, with Lois hidden on board.",
          airDate: "1942-09-18",
          runtime: 8,
        },
        {
          episodeNumber: 2,
          name: "Showdown",
          overview:
            "A crook dresses up as Superman to pull off a run of robberies, and the real one has to clear his name.",
          airDate: "1942-10-16",
          runtime: 8,
        },
        {
          episodeNumber: 3,
          name: "Eleventh Hour",
          overview:
            "Interned in wartime Yokohama, Clark Kent sabotages the enemy's shipyard every night at eleven, until Lois is caught.",
          airDate: "1942-11-20",
          runtime: 8,
        },
        {
          episodeNumber: 4,
          name: "Destruction, Inc.",
          overview:
            "Lois takes a job at a munitions works after its night watchman is found dead, and stumbles onto a sabotage plot.",
          airDate: "1942-12-25",
          runtime: 8,
        },
        {
          episodeNumber: 5,
          name: "The Mummy Strikes",
          overview:
            "A death at the museum leads Lois and Clark to an Egyptian tomb whose giant guardians come back to life.",
          airDate: "1943-02-19",
          runtime: 8,
        },
        {
          episodeNumber: 6,
          name: "Jungle Drums",
          overview:
            "After her plane is shot down over Africa, Lois falls into the hands of Nazi agents hiding in a jungle temple.",
          airDate: "1943-03-26",
          runtime: 8,
        },
        {
          episodeNumber: 7,
          name: "The Underground World",
          overview:
            "A professor and Lois go down into a vast cave and find a hidden people of bird-men living there.",
          airDate: "1943-06-18",
          runtime: 8,
        },
        {
          episodeNumber: 8,
          name: "Secret Agent",
          overview:
            "Superman escorts a government agent carrying evidence against a ring of saboteurs safely across the city.",
          airDate: "1943-07-30",
          runtime: 8,
        },
        // Placeholders, not real episodes: see upcomingPlaceholder above.
        upcomingPlaceholder(9, 14),
        upcomingPlaceholder(10, 42),
      ],
    },
  ],
};
