import type { TmdbFindResult } from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import { MetadataError } from "./metadata-request";
import { resolveLegacyMedia, type LegacyResolvers } from "./resolve-legacy-media";

const noFinds: TmdbFindResult = { movie_results: [], tv_results: [] };

function resolvers(overrides: Partial<LegacyResolvers> = {}): LegacyResolvers {
  return {
    metadata: {
      getMovie: (id) =>
        Promise.resolve({ id: Number(id), title: "Big Buck Bunny", poster_path: null }),
      getShow: (id) =>
        Promise.resolve({
          id: Number(id),
          name: "Game of Thrones",
          poster_path: null,
          seasons: [],
        }),
      findByImdbId: () =>
        Promise.resolve({
          ...noFinds,
          movie_results: [{ id: 653, title: "Nosferatu", poster_path: null }],
        }),
    },
    ...overrides,
  };
}

describe("resolving legacy media addresses", () => {
  it("re-slugs a tmdb-show address from the show's name, keeping season and episode", async () => {
    const target = await resolveLegacyMedia(
      {
        source: "tmdb",
        kind: "tv",
        tmdbId: "1399",
        episodeIds: { seasonId: "3624", episodeId: "63056" },
      },
      resolvers(),
    );
    expect(target).toBe("/media/tmdb-tv-1399-game-of-thrones/3624/63056");
  });

  it("gives null for a show the database does not have", async () => {
    const missing = resolvers();
    missing.metadata.getShow = () => Promise.reject(new MetadataError("notFound", "gone", 404));
    const target = await resolveLegacyMedia(
      { source: "tmdb", kind: "tv", tmdbId: "1", episodeIds: null },
      missing,
    );
    expect(target).toBeNull();
  });

  it("turns a listing id into a movie through its IMDb id", async () => {
    const listing = { externalIds: () => Promise.resolve({ imdbId: "tt0013442", tmdbId: null }) };
    const target = await resolveLegacyMedia(
      { source: "listing", kind: "movie", listingId: "8470" },
      resolvers({ listing }),
    );
    expect(target).toBe("/media/tmdb-movie-653-nosferatu");
  });

  it("falls back to the listing's TMDB id when the IMDb id finds nothing", async () => {
    const listing = { externalIds: () => Promise.resolve({ imdbId: "tt1", tmdbId: "10378" }) };
    const base = resolvers({ listing });
    base.metadata.findByImdbId = () => Promise.resolve(noFinds);
    const target = await resolveLegacyMedia(
      { source: "listing", kind: "movie", listingId: "1" },
      base,
    );
    expect(target).toBe("/media/tmdb-movie-10378-big-buck-bunny");
  });

  it("gives null for a listing id when no listing lookup is available or it knows nothing", async () => {
    const legacy = { source: "listing", kind: "movie", listingId: "1" } as const;
    expect(await resolveLegacyMedia(legacy, resolvers())).toBeNull();
    const unknown = { externalIds: () => Promise.resolve(null) };
    expect(await resolveLegacyMedia(legacy, resolvers({ listing: unknown }))).toBeNull();
  });

  it("lets other failures through, so the caller can tell them from a missing title", async () => {
    const broken = resolvers();
    broken.metadata.getShow = () => Promise.reject(new MetadataError("network", "down"));
    await expect(
      resolveLegacyMedia({ source: "tmdb", kind: "tv", tmdbId: "1", episodeIds: null }, broken),
    ).rejects.toMatchObject({ kind: "network" });
  });
});
