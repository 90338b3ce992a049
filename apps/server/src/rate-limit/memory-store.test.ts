import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./buckets";
import { createMemoryRateLimitStore } from "./memory-store";

const limiter = (now: () => number, enabled = true) =>
  createRateLimiter({
    store: createMemoryRateLimitStore(),
    enabled,
    now,
    onStoreError: () => {},
  });

describe("the sliding-window limiter (memory)", () => {
  it("lets exactly max hits through per rolling window, per address", async () => {
    let now = 0;
    const limit = limiter(() => now);
    const results: boolean[] = [];
    for (let i = 0; i < 6; i++) results.push(await limit.allow("progress_import", "1.1.1.1"));
    expect(results).toEqual([true, true, true, true, true, false]);
    expect(await limit.allow("progress_import", "2.2.2.2")).toBe(true);
    now = 10 * 60_000 - 1;
    expect(await limit.allow("progress_import", "1.1.1.1")).toBe(false);
    now = 10 * 60_000 + 1;
    expect(await limit.allow("progress_import", "1.1.1.1")).toBe(true);
  });

  it("counts a weighted request as that many hits", async () => {
    const limit = limiter(() => 0);
    expect(await limit.allow("provider_metrics", "a", 299)).toBe(true);
    expect(await limit.allow("provider_metrics", "a", 1)).toBe(true);
    expect(await limit.allow("provider_metrics", "a", 1)).toBe(false);
  });

  it("lets everything through when rate limits are off", async () => {
    const limit = limiter(() => 0, false);
    for (let i = 0; i < 30; i++) expect(await limit.allow("register_complete", "a")).toBe(true);
  });

  it("lets a request through when the store fails, and reports it", async () => {
    const errors: unknown[] = [];
    const limit = createRateLimiter({
      store: { hit: () => Promise.reject(new Error("down")), close: () => Promise.resolve() },
      enabled: true,
      now: () => 0,
      onStoreError: (error) => errors.push(error),
    });
    expect(await limit.allow("login_complete", "a")).toBe(true);
    expect(errors).toHaveLength(1);
  });
});
