import type { RunOutput } from "@matinee/contracts";
import type { ScrapeFailure } from "./client/scrape-failure";
import {
  EMPTY_PROGRESS,
  scrapeProgressReducer,
  type ProgressAction,
  type ScrapeProgress,
} from "./progress/scrape-progress";

/** Where a search is (SPEC §4 player status: scraping, then playing or scrapeNotFound). */
export type SearchStatus = "idle" | "scraping" | "found" | "notFound" | "failed";

export interface StreamSearchState {
  status: SearchStatus;
  progress: ScrapeProgress;
  /** The stream to play with the source (and embed) that gave it. */
  output: RunOutput | null;
  /** Why the search ended without a stream (status failed, or a notFound from the server). */
  failure: ScrapeFailure | null;
}

export type SearchAction =
  | { type: "begin" }
  | { type: "progress"; action: ProgressAction }
  | { type: "found"; output: RunOutput }
  | { type: "ended"; failure: ScrapeFailure | null };

export const IDLE_SEARCH: StreamSearchState = {
  status: "idle",
  progress: EMPTY_PROGRESS,
  output: null,
  failure: null,
};

/** A search's state; pure. A viewer-chosen source replaces the output whatever came before. */
export function searchReducer(state: StreamSearchState, action: SearchAction): StreamSearchState {
  switch (action.type) {
    case "begin":
      return { ...IDLE_SEARCH, status: "scraping" };
    case "progress":
      return { ...state, progress: scrapeProgressReducer(state.progress, action.action) };
    case "found":
      return { ...state, status: "found", output: action.output, failure: null };
    case "ended": {
      const notFound = action.failure === null || action.failure.type === "notFound";
      return { ...state, status: notFound ? "notFound" : "failed", failure: action.failure };
    }
  }
}
