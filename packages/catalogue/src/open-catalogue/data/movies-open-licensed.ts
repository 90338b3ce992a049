import type { CatalogueMovie } from "../types";
import { MovieGenre as G } from "./genres";

/**
 * Blender open movies, released under Creative Commons Attribution licences by the Blender
 * Foundation / Blender Studio. TMDB and IMDb ids only where we are sure of them.
 */
export const OPEN_LICENSED_MOVIES: readonly CatalogueMovie[] = [
  {
    id: 9761,
    imdbId: "tt0807840",
    title: "Elephants Dream",
    originalTitle: "Elephants Dream",
    originalLanguage: "en",
    releaseDate: "2006-03-24",
    runtime: 11,
    genreIds: [G.Animation, G.ScienceFiction],
    overview:
      "Two men wander through an endless, shifting machine. The older one insists he knows what it is for; the younger one starts to doubt everything he is shown.",
    rank: 21,
    license: "CC BY 2.5",
  },
  {
    id: 10378,
    imdbId: "tt1254207",
    title: "Big Buck Bunny",
    originalTitle: "Big Buck Bunny",
    originalLanguage: "en",
    releaseDate: "2008-04-10",
    runtime: 10,
    genreIds: [G.Animation, G.Comedy, G.Family],
    overview:
      "A gentle, oversized rabbit enjoys a quiet morning in the meadow until three rodent bullies push their pranks too far. The payback is pure slapstick, told without a word of dialogue.",
    rank: 1,
    license: "CC BY 3.0",
  },
  {
    id: 45745,
    imdbId: "tt1727587",
    title: "Sintel",
    originalTitle: "Sintel",
    originalLanguage: "en",
    releaseDate: "2010-09-27",
    runtime: 15,
    genreIds: [G.Animation, G.Fantasy, G.Adventure],
    overview:
      "A lone young woman crosses a harsh land in search of the baby dragon she once nursed back to health, and the search costs more than she expects.",
    rank: 4,
    license: "CC BY 3.0",
  },
  {
    id: 133701,
    imdbId: "tt2285752",
    title: "Tears of Steel",
    originalTitle: "Tears of Steel",
    originalLanguage: "en",
    releaseDate: "2012-09-26",
    runtime: 12,
    genreIds: [G.ScienceFiction, G.Action],
    overview:
      "In a ruined Amsterdam, scientists and fighters try to restage a couple's bitter break-up from years before, hoping that changing it will stop an army of robots.",
    rank: 13,
    license: "CC BY 3.0",
  },
  {
    id: 900000101,
    imdbId: null,
    title: "Cosmos Laundromat: First Cycle",
    originalTitle: "Cosmos Laundromat: First Cycle",
    originalLanguage: "en",
    releaseDate: "2015-08-10",
    runtime: 12,
    genreIds: [G.Animation, G.Fantasy, G.Comedy],
    overview:
      "On a bleak island, a depressed sheep called Franck meets a peculiar salesman who offers him the chance to live any life he likes.",
    rank: 28,
    license: "CC BY 4.0",
  },
  {
    id: 900000102,
    imdbId: null,
    title: "Agent 327: Operation Barbershop",
    originalTitle: "Agent 327: Operation Barbershop",
    originalLanguage: "en",
    releaseDate: "2017-05-15",
    runtime: 4,
    genreIds: [G.Animation, G.Action, G.Comedy],
    overview:
      "Dutch secret agent 327 follows a lead to an old-fashioned barbershop and walks straight into a trap.",
    rank: 49,
    license: "CC BY 4.0",
  },
  {
    id: 900000103,
    imdbId: null,
    title: "Spring",
    originalTitle: "Spring",
    originalLanguage: "en",
    releaseDate: "2019-04-04",
    runtime: 8,
    genreIds: [G.Animation, G.Fantasy],
    overview:
      "A shepherd girl and her dog face the ancient spirits of the mountains so that winter can give way to spring.",
    rank: 27,
    license: "CC BY 4.0",
  },
  {
    id: 900000104,
    imdbId: null,
    title: "Coffee Run",
    originalTitle: "Coffee Run",
    originalLanguage: "en",
    releaseDate: "2020-05-29",
    runtime: 3,
    genreIds: [G.Animation, G.Drama],
    overview:
      "Running on caffeine, a young woman races through one morning and through the memories of a romance that ended.",
    rank: 50,
    license: "CC BY 4.0",
  },
  {
    id: 900000105,
    imdbId: null,
    title: "Sprite Fright",
    originalTitle: "Sprite Fright",
    originalLanguage: "en",
    releaseDate: "2021-10-29",
    runtime: 10,
    genreIds: [G.Animation, G.Horror, G.Comedy],
    overview:
      "Rowdy teenagers on a trip to the British countryside learn that the sweet mushroom creatures of the wood do not forgive litterbugs.",
    rank: 29,
    license: "CC BY 4.0",
  },
];
