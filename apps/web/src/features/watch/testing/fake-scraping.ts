import type { MetaOutput, RunOutput, ScrapeMedia } from "@matinee/contracts";
import { vi } from "vitest";
import type { ScrapeClient, ScrapeEnvironment } from "../../scraping";

const PROVIDERS: MetaOutput[] = [
  { type: "source", id: "library", rank: 400, name: "Matinee library", mediaTypes: ["movie"] },
  { type: "source", id: "direct", rank: 300, name: "Direct links", mediaTypes: ["movie"] },
];

/**
 * A scrape environment for the media page's tests: `runAll` answers with `found` (null: nothing
 * found), or never when `found` is "pending"; `runSource` gives `other` (the source overlay).
 */
export function fakeScraping(found: RunOutput | null | "pending", other?: RunOutput) {
  const client: ScrapeClient = {
    mode: "local",
    providers: vi.fn(() => Promise.resolve(PROVIDERS)),
    runAll: vi.fn((_media: ScrapeMedia, options?: Parameters<ScrapeClient["runAll"]>[1]) => {
      options?.onEvent?.({ type: "init", data: { sourceIds: ["library", "direct"] } });
      options?.onEvent?.({ type: "start", data: "library" });
      if (found === "pending") return new Promise<RunOutput | null>(() => undefined);
      return Promise.resolve(found);
    }),
    runSource: vi.fn(() => Promise.resolve({ embeds: [], stream: other ? [other.stream] : [] })),
    runEmbed: vi.fn(() => Promise.resolve({ stream: [] })),
  };
  const environment: ScrapeEnvironment = { client, reportMetrics: vi.fn(() => Promise.resolve()) };
  return { client, environment };
}
