import { parseMediaId } from "@matinee/domain";
import { describe, expect, it, vi } from "vitest";
import {
  createTestQueryClient,
  createTestServices,
  fakeMetadataClient,
} from "../../../shared/testing/test-providers";
import { prefetchTitle } from "./title-ahead";
import { watchMetaQuery } from "../use-watch-meta";

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
