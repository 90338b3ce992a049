import type { RunOutput, ScrapeMedia } from "@matinee/contracts";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "../../../shared/router";
import { describe, expect, it, vi } from "vitest";
import type { SearchStatus, StreamSearch } from "../../scraping";
import { PlayerContextProvider } from "../player/PlayerProvider";
import { loadStream } from "../start-up/screen-player";
import { createFakePlayer } from "../testing/fake-player";
import type { WatchMeta } from "../watch-meta";
import { useStreamSource } from "./use-stream-source";

const part = (id: number, number: number) => ({ id, number, title: `#${number}` });
const episodeOne: WatchMeta = {
  kind: "tv",
  tmdbId: "900",
  title: "Show",
  year: 2010,
  posterPath: null,
  season: part(10, 1),
  episode: part(101, 1),
  seasons: [part(10, 1)],
  episodes: [],
};
const episodeTwo: WatchMeta = { ...episodeOne, episode: part(102, 2) };
const media: ScrapeMedia = { type: "movie", title: "Show", releaseYear: 2010, tmdbId: "900" };

const output = (sourceId: string): RunOutput => ({
  sourceId,
  stream: {
    id: sourceId,
    type: "hls",
    playlist: `https://cdn.test/${sourceId}.m3u8`,
    flags: [],
    captions: [],
  },
});

function searchIn(status: SearchStatus, found: RunOutput | null = null): StreamSearch {
  return {
    state: {
      status,
      progress: { sources: [], embeds: {}, items: {}, current: null },
      output: found,
      failure: null,
    },
    output: found,
    retry: vi.fn(),
    chooseSource: vi.fn(),
    replaceOutput: vi.fn(),
  };
}

function renderSource(search: StreamSearch, url = "/media/x", fake = createFakePlayer(vi.fn)) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <PlayerContextProvider player={fake.player}>{children}</PlayerContextProvider>
    </MemoryRouter>
  );
  const view = renderHook(
    (props: { meta: WatchMeta; search: StreamSearch }) =>
      useStreamSource(props.meta, media, props.search),
    { wrapper, initialProps: { meta: episodeOne, search } },
  );
  return { ...fake, ...view };
}

describe("useStreamSource", () => {
  it("says scraping while the search runs and not found when it ends empty", () => {
    const { spies, rerender } = renderSource(searchIn("scraping"));
    expect(spies.startScraping).toHaveBeenCalled();
    expect(spies.reportScrapeNotFound).not.toHaveBeenCalled();
    rerender({ meta: episodeOne, search: searchIn("notFound") });
    expect(spies.reportScrapeNotFound).toHaveBeenCalled();
  });

  it("loads the found stream once, at the URL's ?t=", () => {
    const found = searchIn("found", output("library"));
    const { spies, rerender } = renderSource(found, "/media/x?t=90");
    expect(spies.load).toHaveBeenCalledWith(found.output?.stream, { startAt: 90 });
    rerender({ meta: episodeOne, search: { ...found } });
    expect(spies.load).toHaveBeenCalledTimes(1);
  });

  it("plays a source switched to at the current time, without loading it twice", () => {
    const found = searchIn("found", output("library"));
    const { spies, set, result, rerender } = renderSource(found);
    set({ currentTime: 42 });
    const direct = output("direct");
    act(() => result.current.switchTo(direct));
    expect(found.replaceOutput).toHaveBeenCalledWith(direct);
    expect(spies.load).toHaveBeenLastCalledWith(direct.stream, { startAt: 42 });
    // The search then names the switched-to output; that is no reason to load again.
    rerender({ meta: episodeOne, search: searchIn("found", direct) });
    expect(spies.load).toHaveBeenCalledTimes(2);
  });

  it("stops the last episode's stream when another episode's search begins", () => {
    const found = searchIn("found", output("library"));
    const { spies, set, rerender } = renderSource(found);
    set({ source: found.output?.stream ?? null });
    rerender({ meta: episodeTwo, search: found });
    expect(spies.reset).toHaveBeenCalledTimes(1);
    rerender({ meta: episodeTwo, search: searchIn("scraping") });
    expect(spies.startScraping).toHaveBeenCalled();
  });

  it("keeps the stream an engine started ahead of the first render already loads", () => {
    const found = searchIn("found", output("library"));
    const fake = createFakePlayer(vi.fn);
    loadStream(fake.player, found.output!, 0);
    fake.set({ source: found.output!.stream, status: "playing" });
    const { spies } = renderSource(found, "/media/x", fake);
    expect(spies.load).toHaveBeenCalledOnce(); // By the start ahead only.
    expect(spies.reset).not.toHaveBeenCalled();
    expect(spies.startScraping).not.toHaveBeenCalled();
  });
});
