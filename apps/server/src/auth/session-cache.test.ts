import { describe, expect, it } from "vitest";
import type { SessionRow, UserRow } from "../db/schema";
import { createSessionCache } from "./session-cache";

const user = { id: "u1" } as UserRow;
const session = { id: "s1", userId: "u1" } as SessionRow;

describe("the session cache", () => {
  it("serves an entry for its lifetime only", () => {
    const cache = createSessionCache({ ttlMs: 1000 });
    cache.set("s1", { session, user }, 0);
    expect(cache.get("s1", 1000)?.user).toBe(user);
    expect(cache.get("s1", 1001)).toBeUndefined();
  });

  it("forgets a session, or every session of a user", () => {
    const cache = createSessionCache();
    cache.set("s1", { session, user }, 0);
    cache.set("s2", { session: { ...session, id: "s2" }, user }, 0);
    cache.forgetSession("s1");
    expect(cache.get("s1", 0)).toBeUndefined();
    cache.forgetUser("u1");
    expect(cache.get("s2", 0)).toBeUndefined();
  });

  it("drops the oldest entry when full", () => {
    const cache = createSessionCache({ maxEntries: 2 });
    for (const id of ["a", "b", "c"]) cache.set(id, { session, user }, 0);
    expect(cache.get("a", 0)).toBeUndefined();
    expect(cache.get("c", 0)).toBeDefined();
  });
});
