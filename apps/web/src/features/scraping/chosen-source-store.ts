import { create } from "zustand";

/**
 * The source picked in `/source`, read by `/source/embeds`: the two are separate pages of the
 * player's settings router, so the choice lives here rather than in either page.
 */
export const useChosenSource = create<{
  sourceId: string | null;
  chooseSource: (sourceId: string) => void;
}>()((set) => ({
  sourceId: null,
  chooseSource: (sourceId) => set({ sourceId }),
}));
