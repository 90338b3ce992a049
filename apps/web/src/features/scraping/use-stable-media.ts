import type { ScrapeMedia } from "@matinee/contracts";
import { useMemo } from "react";

/**
 * The media as one object per value: callers build a new object each render, and a new object
 * for the same title must not start a new search.
 */
export function useStableMedia<T extends ScrapeMedia | null>(media: T): T {
  const key = media === null ? "null" : JSON.stringify(media);
  return useMemo(() => JSON.parse(key) as T, [key]);
}
