import { parseMediaId } from "@matinee/domain";
import { describe, expect, it } from "vitest";
import { mediaPageParams } from "./media-page-params";

describe("mediaPageParams", () => {
  it("reads a movie, or a show's episode by season and episode ids", () => {
    expect(mediaPageParams("/media/tmdb-movie-10378-big-buck-bunny")).toEqual({
      ref: parseMediaId("tmdb-movie-10378-big-buck-bunny"),
      episodeIds: null,
    });
    expect(mediaPageParams("/media/tmdb-tv-42-lunar-tales/501/5012")?.episodeIds).toEqual({
      seasonId: "501",
      episodeId: "5012",
    });
  });

  it("names no page for other paths or malformed ids", () => {
    for (const path of [
      "/discover",
      "/media/not-a-media-id",
      "/media/tmdb-movie-1-a/2/3",
      "/media/tmdb-tv-42-lunar-tales/501",
      "/media/tmdb-movie-1-a/extra/segments/here",
    ]) {
      expect(mediaPageParams(path)).toBeNull();
    }
  });
});
