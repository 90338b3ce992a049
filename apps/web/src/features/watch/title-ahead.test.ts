import { parseMediaId } from "@matinee/domain";
import { describe, expect, it, vi } from "vitest";
import {
  createTestQueryClient,
  createTestServices,
  fakeMetadataClient,
} from "../../shared/testing/test-providers";
import { mediaPageParams, prefetchTitle } from "./title-ahead";
import { watchMetaQuery } from "./use-watch-meta";

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

describe("prefetchTitle", () => {
  it("asks for the title at once, and the page's query reuses that request", async () => {
    const getMovie = vi.fn(() =>
      Promise.resolve({ id: 10378, title: "Big Buck Bunny", poster_path: null, release_date: "" }),
    );
    const services = createTestServices({ metadata: fakeMetadataClient({ getMovie }) });
    const queryClient = createTestQueryClient();
    prefetchTitle(
      { pathname: "/media/tmdb-movie-10378-big-buck-bunny" },
      { queryClient, services },
    );
    expect(getMovie).toHaveBeenCalledOnce();
    const ref = parseMediaId("tmdb-movie-10378-big-buck-bunny")!;
    const meta = await queryClient.fetchQuery(watchMetaQuery(queryClient, services, ref, null));
    expect(meta.title).toBe("Big Buck Bunny");
    expect(getMovie).toHaveBeenCalledOnce();
  });

  it("asks nothing on other pages", () => {
    const getMovie = vi.fn();
    const services = createTestServices({ metadata: fakeMetadataClient({ getMovie }) });
    prefetchTitle({ pathname: "/discover" }, { queryClient: createTestQueryClient(), services });
    expect(getMovie).not.toHaveBeenCalled();
  });
});
