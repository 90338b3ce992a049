import { describe, expect, it } from "vitest";
import { createSessionCache, type CachedSession } from "./session-cache";

const entry = (sessionId: string, userId = "u1"): CachedSession => ({
  sessionId,
  userId,
  accessedAtMs: 0,
  expiresAtMs: 1e12,
});

describe("the session cache", () => {
  it("serves an entry for its lifetime only", () => {
    const cache = createSessionCache({ ttlMs: 1000 });
    cache.set(entry("s1"), 0);
    expect(cache.get("s1", 1000)?.userId).toBe("u1");
    expect(cache.get("s1", 1001)).toBeUndefined();
  });

  it("forgets a session, or every session of a user", () => {
    const cache = createSessionCache();
    cache.set(entry("s1"), 0);
    cache.set(entry("s2"), 0);
    cache.set(entry("s3", "u2"), 0);
    cache.forgetSession("s1");
    expect(cache.get("s1", 0)).toBeUndefined();
    cache.forgetUser("u1");
    expect(cache.get("s2", 0)).toBeUndefined();
    expect(cache.get("s3", 0)).toBeDefined();
  });

  it("drops the least recently used entry when full, not the oldest", () => {
    const cache = createSessionCache({ maxEntries: 2 });
    cache.set(entry("a"), 0);
    cache.set(entry("b"), 0);
    expect(cache.get("a", 0)).toBeDefined();
    cache.set(entry("c"), 0);
    expect(cache.get("b", 0)).toBeUndefined();
    expect(cache.get("a", 0)).toBeDefined();
    expect(cache.get("c", 0)).toBeDefined();
  });

  it("never holds more than its bound, and lets expired entries go as new ones come", () => {
    const cache = createSessionCache({ ttlMs: 10, maxEntries: 100 });
    for (let i = 0; i < 1000; i++) cache.set(entry(`s${i}`), i);
    expect(cache.size).toBeLessThanOrEqual(11);
  });

  it("keeps only what authentication needs, even when handed more", () => {
    const cache = createSessionCache();
    const rowLike = { ...entry("s1"), profile: { icon: "x".repeat(10_000) } };
    cache.set(rowLike, 0);
    expect(Object.keys(cache.get("s1", 0) ?? {}).sort()).toEqual([
      "accessedAtMs",
      "expiresAtMs",
      "sessionId",
      "userId",
    ]);
  });
});
