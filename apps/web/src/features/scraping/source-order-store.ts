import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** The viewer's source order (SPEC §3 Preferences `sourceOrder`): ids tried first, in order. */
export interface SourceOrderState {
  sourceOrder: string[];
  setSourceOrder: (order: readonly string[]) => void;
  /** Moves one source up (-1) or down (+1) within `known`, the sources on offer in their order. */
  moveSource: (id: string, by: -1 | 1, known: readonly string[]) => void;
  resetSourceOrder: () => void;
}

/** Bump with a migrate step when the stored shape changes. */
const VERSION = 1;

/** `known` in the stored order: stored ids first (those still known), then the rest as given. */
export function orderedSources(known: readonly string[], stored: readonly string[]): string[] {
  const first = stored.filter((id) => known.includes(id));
  return [...first, ...known.filter((id) => !first.includes(id))];
}

function readOrder(state: unknown): string[] {
  const order = (state as { sourceOrder?: unknown } | null)?.sourceOrder;
  return Array.isArray(order) ? order.filter((id): id is string => typeof id === "string") : [];
}

/**
 * Persisted in this browser. Used by local scraping only: the scraper server has no way to be
 * told an order, as with the predecessor.
 */
export const useSourceOrder = create<SourceOrderState>()(
  persist(
    (set, get) => ({
      sourceOrder: [],
      setSourceOrder: (order) => set({ sourceOrder: [...new Set(order)] }),
      moveSource: (id, by, known) => {
        const order = orderedSources(known, get().sourceOrder);
        const from = order.indexOf(id);
        const to = from + by;
        if (from === -1 || to < 0 || to >= order.length) return;
        order.splice(from, 1);
        order.splice(to, 0, id);
        set({ sourceOrder: order });
      },
      resetSourceOrder: () => set({ sourceOrder: [] }),
    }),
    {
      name: "matinee::source-order",
      version: VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ sourceOrder }) => ({ sourceOrder }),
      // Version 1 is the first stored shape; anything older or unreadable starts empty.
      migrate: () => ({ sourceOrder: [] }),
      merge: (persisted, current) => ({ ...current, sourceOrder: readOrder(persisted) }),
    },
  ),
);
