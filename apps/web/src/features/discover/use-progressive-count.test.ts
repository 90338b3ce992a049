import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FIRST_CARDS, useProgressiveCount } from "./use-progressive-count";

describe("progressive card count", () => {
  it("draws the first cards of a full row at once and the rest right after", async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useProgressiveCount(20);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(FIRST_CARDS);
    await waitFor(() => expect(result.current).toBe(20));
  });

  it("draws a short row whole, and a row still loading not at all", () => {
    expect(renderHook(() => useProgressiveCount(3)).result.current).toBe(3);
    expect(renderHook(() => useProgressiveCount(0)).result.current).toBe(0);
  });
});
