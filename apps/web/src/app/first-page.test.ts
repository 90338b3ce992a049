import { describe, expect, it, vi } from "vitest";
import { opensOnMediaPage, waitAtMost } from "./first-page";

describe("first page", () => {
  it("counts media pages, with or without an episode, but not legacy media addresses", () => {
    expect(opensOnMediaPage("/media/tmdb-movie-10378-big-buck-bunny")).toBe(true);
    expect(opensOnMediaPage("/media/tmdb-tv-1-show/2/3")).toBe(true);
    expect(opensOnMediaPage("/media/tmdb-show-1-old")).toBe(false);
    expect(opensOnMediaPage("/media/JW123")).toBe(false);
    expect(opensOnMediaPage("/discover")).toBe(false);
    expect(opensOnMediaPage("/media/")).toBe(false);
  });

  it("stops waiting at the limit, and treats a failed load as done", async () => {
    vi.useFakeTimers();
    let settled = false;
    const waiting = waitAtMost(new Promise(() => undefined), 2_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
    await expect(waitAtMost(Promise.reject(new Error("offline")), 2_000)).resolves.toBeUndefined();
  });
});
