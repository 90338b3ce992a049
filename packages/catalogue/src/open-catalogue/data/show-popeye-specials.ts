import type { CatalogueShow } from "../types";
import { TvGenre as G } from "./genres";

/**
 * Fleischer Studios' three two-reel Technicolor Popeye featurettes, listed as a series with their
 * cinema release dates.
 */
export const POPEYE_SPECIALS: CatalogueShow = {
  id: 900000004,
  imdbId: null,
  name: "Popeye Color Specials",
  originalName: "Popeye Color Specials",
  originalLanguage: "en",
  genreIds: [G.Animation, G.Comedy, G.Family],
  overview:
    "Popeye's three long colour adventures, made by Fleischer Studios for cinemas between 1936 and 1939 as bigger features than the usual one-reel cartoons.",
  rank: 4,
  license: "public domain (US)",
  seasons: [
    {
      seasonNumber: 1,
      overview: "The three Technicolor featurettes, 1936 to 1939.",
      episodes: [
        {
          episodeNumber: 1,
          name: "Popeye the Sailor Meets Sindbad the Sailor",
          overview:
            "Sindbad, who boasts that he is the greatest sailor alive, has his giant bird snatch Olive Oyl and dares Popeye to survive his island of monsters.",
          airDate: "1936-11-27",
          runtime: 16,
        },
        {
          episodeNumber: 2,
          name: "Popeye the Sailor Meets Ali Baba's Forty Thieves",
          overview:
            "Popeye of the Coast Guard chases the bandit Abu Hassan and his forty thieves across the desert after they carry off Olive Oyl and Wimpy.",
          airDate: "1937-11-26",
          runtime: 17,
        },
        {
          episodeNumber: 3,
          name: "Aladdin and His Wonderful Lamp",
          overview:
            "Olive Oyl writes a screenplay casting Popeye as Aladdin, a poor young man who wins a princess with the help of a magic lamp.",
          airDate: "1939-04-07",
          runtime: 22,
        },
      ],
    },
  ],
};
