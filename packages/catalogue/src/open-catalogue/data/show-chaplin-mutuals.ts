import type { CatalogueShow } from "../types";
import { TvGenre as G } from "./genres";

/**
 * The twelve two-reel comedies Charlie Chaplin made for the Mutual Film Corporation, listed as a
 * series with their cinema release dates. Runtimes are those usually cited; two reels run about
 * 20 to 30 minutes depending on projection speed.
 */
export const CHAPLIN_MUTUALS: CatalogueShow = {
  id: 900000003,
  imdbId: null,
  name: "Chaplin's Mutual Comedies",
  originalName: "Chaplin's Mutual Comedies",
  originalLanguage: "en",
  genreIds: [G.Comedy],
  overview:
    "The twelve short comedies Charlie Chaplin wrote, directed and starred in for the Mutual Film Corporation in 1916 and 1917, in their original order.",
  rank: 3,
  license: "public domain (US): published before 1930",
  seasons: [
    {
      seasonNumber: 1,
      overview: "All twelve Mutual shorts, May 1916 to October 1917.",
      episodes: [
        {
          episodeNumber: 1,
          name: "The Floorwalker",
          overview:
            "Chased through a department store, the Tramp is mistaken for the crooked floorwalker who looks just like him, and the escalator becomes a battlefield.",
          airDate: "1916-05-15",
          runtime: 22,
        },
        {
          episodeNumber: 2,
          name: "The Fireman",
          overview:
            "The Tramp is the least useful man at the fire station, until the chief's sweetheart is trapped in a burning house.",
          airDate: "1916-06-12",
          runtime: 24,
        },
        {
          episodeNumber: 3,
          name: "The Vagabond",
          overview:
            "A street fiddler rescues a young woman from the travellers who mistreat her and takes her away to the countryside.",
          airDate: "1916-07-10",
          runtime: 21,
        },
        {
          episodeNumber: 4,
          name: "One A.M.",
          overview:
            "A well-dressed drunk comes home late and loses a long battle with his own house, from the rugs to a folding bed.",
          airDate: "1916-08-07",
          runtime: 24,
        },
        {
          episodeNumber: 5,
          name: "The Count",
          overview:
            "Sacked by a tailor, the Tramp finds an invitation meant for a count and gatecrashes a society party in his place.",
          airDate: "1916-09-04",
          runtime: 24,
        },
        {
          episodeNumber: 6,
          name: "The Pawnshop",
          overview:
            "A pawnbroker's assistant feuds with his fellow clerk and takes a customer's alarm clock apart to examine it.",
          airDate: "1916-10-02",
          runtime: 25,
        },
        {
          episodeNumber: 7,
          name: "Behind the Screen",
          overview:
            "An overworked stagehand at a film studio befriends a young woman disguised as a boy to get work, and the pies start flying on set.",
          airDate: "1916-11-13",
          runtime: 24,
        },
        {
          episodeNumber: 8,
          name: "The Rink",
          overview:
            "A clumsy waiter spends his lunch break at the roller rink, where he turns out to be the best skater there.",
          airDate: "1916-12-04",
          runtime: 24,
        },
        {
          episodeNumber: 9,
          name: "Easy Street",
          overview:
            "A reformed tramp joins the police and is sent to tame the roughest street in town and its giant bully.",
          airDate: "1917-01-22",
          runtime: 24,
        },
        {
          episodeNumber: 10,
          name: "The Cure",
          overview:
            "A heavy drinker checks into a health spa with a trunk full of liquor, which soon ends up in the mineral spring.",
          airDate: "1917-04-16",
          runtime: 24,
        },
        {
          episodeNumber: 11,
          name: "The Immigrant",
          overview:
            "After a rough crossing to America, a penniless newcomer meets the young woman from the boat again, in a restaurant where he cannot pay the bill.",
          airDate: "1917-06-17",
          runtime: 24,
        },
        {
          episodeNumber: 12,
          name: "The Adventurer",
          overview:
            "An escaped convict saves a wealthy family from drowning and is invited to their home, with the prison guards not far behind.",
          airDate: "1917-10-22",
          runtime: 24,
        },
      ],
    },
  ],
};
