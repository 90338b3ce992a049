import { describe, expect, it } from "vitest";
import { createBundledProviders, listSources } from "./bundled";

describe("createBundledProviders", () => {
  it("bundles only the sources that were given options, none of them embeds", () => {
    const set = createBundledProviders({ library: { baseUrl: "http://tv.test" }, archive: false });
    expect(set.sources.map((source) => source.id)).toEqual(["library"]);
    expect(set.embeds).toEqual([]);
  });

  it("leaves out a direct table without rows", () => {
    const set = createBundledProviders({ direct: { entries: [] }, archive: true });
    expect(set.sources.map((source) => source.id)).toEqual(["archive"]);
  });
});

describe("listSources", () => {
  it("lists the bundled sources for the UI, highest rank first", () => {
    expect(listSources().map(({ id, rank }) => [id, rank])).toEqual([
      ["library", 400],
      ["direct", 300],
      ["jellyfin", 200],
      ["archive", 100],
    ]);
  });
});
