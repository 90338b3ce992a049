import type { MetaOutput, RunOutput, ScrapeMedia, Stream } from "@matinee/contracts";
import type { RunnerEvent } from "@matinee/providers";
import { vi } from "vitest";
import type { ScrapeAllOptions, ScrapeClient } from "./client/scrape-client";
import type { ScrapeEnvironment } from "./scrape-environment";

// Test doubles for the scraping feature's component and hook tests.

export const testMovie: ScrapeMedia = {
  type: "movie",
  title: "Sintel",
  releaseYear: 2010,
  tmdbId: "45745",
};

export const testStream: Stream = {
  id: "s1",
  type: "hls",
  playlist: "https://cdn.test/master.m3u8",
  flags: ["cors-allowed"],
  captions: [],
};

const PROVIDERS: MetaOutput[] = [
  {
    type: "source",
    id: "library",
    rank: 400,
    name: "Matinee library",
    mediaTypes: ["movie", "show"],
  },
  { type: "source", id: "archive", rank: 100, name: "Internet Archive", mediaTypes: ["movie"] },
  { type: "embed", id: "player-a", rank: 10, name: "Player A" },
];

/** A client whose methods are spies; `events` are replayed by runAll before it resolves. */
export function fakeClient(
  overrides: Partial<ScrapeClient> & { events?: RunnerEvent[]; output?: RunOutput | null } = {},
): ScrapeClient {
  const { events = [], output = null, ...methods } = overrides;
  return {
    mode: "local",
    providers: vi.fn(() => Promise.resolve(PROVIDERS)),
    runAll: vi.fn((_media: ScrapeMedia, options?: ScrapeAllOptions) => {
      for (const event of events) options?.onEvent?.(event);
      return Promise.resolve(output);
    }),
    runSource: vi.fn(() => Promise.resolve({ embeds: [], stream: [testStream] })),
    runEmbed: vi.fn(() => Promise.resolve({ stream: [testStream] })),
    ...methods,
  };
}

export function fakeEnvironment(client: ScrapeClient = fakeClient()): ScrapeEnvironment & {
  reportMetrics: ReturnType<typeof vi.fn>;
} {
  return { client, reportMetrics: vi.fn(() => Promise.resolve()) };
}
