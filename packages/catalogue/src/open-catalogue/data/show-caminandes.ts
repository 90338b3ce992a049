import type { CatalogueShow } from "../types";
import { TvGenre as G } from "./genres";

/**
 * Caminandes, the Blender Institute's llama shorts (Creative Commons Attribution). Its id is
 * fixed: the server's demo media are mapped to show 900000001, season 1, episodes 1 to 3.
 *
 * Air dates are online release dates. The years and the order are certain; the days could not be
 * checked against a primary source when this was written (Llama Drama was public by 12 February
 * 2013), so correct them here if you can. Runtimes are rounded up to whole minutes.
 */
export const CAMINANDES: CatalogueShow = {
  id: 900000001,
  imdbId: null,
  name: "Caminandes",
  originalName: "Caminandes",
  originalLanguage: "en",
  genreIds: [G.Animation, G.Comedy, G.Family],
  overview:
    "Koro, a stubborn llama from Patagonia, takes on roads, fences and rivals in short slapstick films made with Blender at the Blender Institute.",
  rank: 1,
  license: "CC BY (Blender Foundation)",
  seasons: [
    {
      seasonNumber: 1,
      overview: "The three Caminandes shorts, released between 2013 and 2016.",
      episodes: [
        {
          episodeNumber: 1,
          name: "Llama Drama",
          overview:
            "Koro only wants to get to the other side of a lonely Patagonian road. Nothing about the crossing goes to plan.",
          airDate: "2013-02-12",
          runtime: 2,
        },
        {
          episodeNumber: 2,
          name: "Gran Dillama",
          overview:
            "The grass is greener beyond an electric fence, and Koro will not stop trying to reach it.",
          airDate: "2013-11-22",
          runtime: 3,
        },
        {
          episodeNumber: 3,
          name: "Llamigos",
          overview:
            "In the winter snow Koro competes with a pesky penguin for the last berries around, and the rivals end up friends.",
          airDate: "2016-01-30",
          runtime: 3,
        },
      ],
    },
  ],
};
