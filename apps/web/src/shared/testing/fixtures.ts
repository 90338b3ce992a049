import type { TmdbMultiItem } from "@matinee/contracts";

/** A search/multi result as the open catalogue answers it, shared by tests that search. */
export const bigBuckBunnyResult: TmdbMultiItem = {
  media_type: "movie",
  id: 10378,
  title: "Big Buck Bunny",
  poster_path: "/movie-10378.svg",
  release_date: "2008-05-30",
};
