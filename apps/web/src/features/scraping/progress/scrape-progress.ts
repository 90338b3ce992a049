import type { ScrapeErrorPayload } from "@matinee/contracts";
import type { RunnerEvent } from "@matinee/providers";

/** `waiting`: not started yet; the rest as the runner reports them (PROTOCOLS.md §6.2). */
export type ItemStatus = "waiting" | "pending" | "success" | "notfound" | "failure";

/** One source, or one embed a source returned, on the scraping screen. */
export interface ScrapeItem {
  /** The event id: a source id, or `<sourceId>-<i>` for an embed. */
  id: string;
  kind: "source" | "embed";
  /** The source id, or the embed scraper's id: what names and metrics use. */
  providerId: string;
  /** The source this item belongs to (itself for a source). */
  sourceId: string;
  status: ItemStatus;
  percentage: number;
  /** Why nothing was found (notfound). */
  reason?: string;
  /** What went wrong (failure). */
  error?: ScrapeErrorPayload;
}

export interface ScrapeProgress {
  /** Source ids in run order. */
  sources: string[];
  /** Embed item ids of each source, in run order. */
  embeds: Record<string, string[]>;
  items: Record<string, ScrapeItem>;
  /** The item running now (or that ran last). */
  current: string | null;
}

export type ProgressAction =
  | RunnerEvent
  /** The run found a stream: the item that was running produced it. */
  | { type: "completed" }
  | { type: "reset" };

export const EMPTY_PROGRESS: ScrapeProgress = { sources: [], embeds: {}, items: {}, current: null };

function sourceItem(id: string): ScrapeItem {
  return { id, kind: "source", providerId: id, sourceId: id, status: "waiting", percentage: 0 };
}

/** Adds a source the run never announced (a single-source run has no `init`). */
function withSource(state: ScrapeProgress, id: string): ScrapeProgress {
  if (state.items[id]) return state;
  return {
    ...state,
    sources: [...state.sources, id],
    items: { ...state.items, [id]: sourceItem(id) },
  };
}

function patch(state: ScrapeProgress, id: string, change: Partial<ScrapeItem>): ScrapeProgress {
  const item = state.items[id];
  return item ? { ...state, items: { ...state.items, [id]: { ...item, ...change } } } : state;
}

/** The running item, if it is still pending, marked a success (it led on, or it won). */
function settleCurrent(state: ScrapeProgress): ScrapeProgress {
  const current = state.current === null ? undefined : state.items[state.current];
  if (current?.status !== "pending") return state;
  return patch(state, current.id, { status: "success", percentage: 100 });
}

/**
 * The scraping screen's state, from the runner's events (the same from the scraper server and
 * from local scraping). Pure: `start` settles the previous pending item as a success, as the
 * reference client does, since a run only moves on from a source by its embeds.
 */
export function scrapeProgressReducer(
  state: ScrapeProgress,
  action: ProgressAction,
): ScrapeProgress {
  switch (action.type) {
    case "reset":
      return EMPTY_PROGRESS;
    case "init": {
      const items = Object.fromEntries(action.data.sourceIds.map((id) => [id, sourceItem(id)]));
      return { sources: [...action.data.sourceIds], embeds: {}, items, current: null };
    }
    case "start": {
      const settled = settleCurrent(state);
      const known = settled.items[action.data] ? settled : withSource(settled, action.data);
      return { ...patch(known, action.data, { status: "pending" }), current: action.data };
    }
    case "update": {
      const { id, percentage, status, reason, error } = action.data;
      return patch(state, id, {
        status,
        percentage,
        ...(reason === undefined ? {} : { reason }),
        ...(error === undefined ? {} : { error }),
      });
    }
    case "discoverEmbeds": {
      const { sourceId, embeds } = action.data;
      const next = withSource(state, sourceId);
      const items = { ...next.items };
      for (const embed of embeds) {
        items[embed.id] = {
          id: embed.id,
          kind: "embed",
          providerId: embed.embedScraperId,
          sourceId,
          status: "waiting",
          percentage: 0,
        };
      }
      return { ...next, items, embeds: { ...next.embeds, [sourceId]: embeds.map((e) => e.id) } };
    }
    case "completed":
      return settleCurrent(state);
  }
}

/** Sources with their embeds, in run order, for the screens. */
export function progressTree(
  state: ScrapeProgress,
): { source: ScrapeItem; embeds: ScrapeItem[] }[] {
  return state.sources.flatMap((id) => {
    const source = state.items[id];
    if (!source) return [];
    const embeds = (state.embeds[id] ?? []).flatMap((embedId) => state.items[embedId] ?? []);
    return [{ source, embeds }];
  });
}

/** Every item in display order: each source followed by its embeds. */
export function progressItems(state: ScrapeProgress): ScrapeItem[] {
  return progressTree(state).flatMap(({ source, embeds }) => [source, ...embeds]);
}
