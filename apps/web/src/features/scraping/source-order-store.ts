import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/**
 * The viewer's source order (SPEC §3 Preferences `sourceOrder`): ids tried first, in order, and
 * the sources a search skips (`disabledSources`, as the predecessor's settings named them).
 */
export interface SourceOrderState {
  sourceOrder: string[];
  disabledSources: string[];
  setSourceOrder: (order: readonly string[]) => void;
  /** Moves one source up (-1) or down (+1) within `known`, the sources on offer in their order. */
  moveSource: (id: string, by: -1 | 1, known: readonly string[]) => void;
  /** Moves one source to `index` of the list as shown (a drop). */
  moveSourceTo: (id: string, index: number, known: readonly string[]) => void;
  setSourceEnabled: (id: string, enabled: boolean) => void;
  /** The ranked order again, every source on. */
  resetSourceOrder: () => void;
}

/** Bump with a migrate step when the stored shape changes (an added field needs none). */
const VERSION = 1;

/** `known` in the stored order: stored ids first (those still known), then the rest as given. */
export function orderedSources(known: readonly string[], stored: readonly string[]): string[] {
  const first = stored.filter((id) => known.includes(id));
  return [...first, ...known.filter((id) => !first.includes(id))];
}

/** `order` with `id` taken out and put back at `index` (clamped); unchanged if `id` is absent. */
export function moveTo(order: readonly string[], id: string, index: number): string[] {
  const from = order.indexOf(id);
  if (from === -1) return [...order];
  const rest = order.filter((other) => other !== id);
  const to = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

/** What a search is given: the order to try, and the sources it must skip. */
export function scrapeOrderOptions(): { sourceOrder: string[]; disabledSources: string[] } {
  const { sourceOrder, disabledSources } = useSourceOrder.getState();
  return { sourceOrder, disabledSources };
}

function readIds(state: unknown, key: "sourceOrder" | "disabledSources"): string[] {
  const ids = (state as Record<string, unknown> | null)?.[key];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
}

/**
 * Persisted in this browser. Used by local scraping only: the scraper server has no way to be
 * told an order, as with the predecessor.
 */
export const useSourceOrder = create<SourceOrderState>()(
  persist(
    (set, get) => ({
      sourceOrder: [],
      disabledSources: [],
      setSourceOrder: (order) => set({ sourceOrder: [...new Set(order)] }),
      moveSource: (id, by, known) => {
        const order = orderedSources(known, get().sourceOrder);
        const to = order.indexOf(id) + by;
        if (!order.includes(id) || to < 0 || to >= order.length) return;
        set({ sourceOrder: moveTo(order, id, to) });
      },
      moveSourceTo: (id, index, known) => {
        const order = orderedSources(known, get().sourceOrder);
        if (order.includes(id)) set({ sourceOrder: moveTo(order, id, index) });
      },
      setSourceEnabled: (id, enabled) => {
        const others = get().disabledSources.filter((other) => other !== id);
        set({ disabledSources: enabled ? others : [...others, id] });
      },
      resetSourceOrder: () => set({ sourceOrder: [], disabledSources: [] }),
    }),
    {
      name: "matinee::source-order",
      version: VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ sourceOrder, disabledSources }) => ({ sourceOrder, disabledSources }),
      // Version 1 is the first stored shape; anything older or unreadable starts empty.
      migrate: () => ({ sourceOrder: [], disabledSources: [] }),
      merge: (persisted, current) => ({
        ...current,
        sourceOrder: readIds(persisted, "sourceOrder"),
        disabledSources: readIds(persisted, "disabledSources"),
      }),
    },
  ),
);
