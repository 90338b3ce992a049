/**
 * What authentication needs of a session, and nothing more: no user row, no profile, no device
 * name. An entry is a few fixed-size fields (two ids, two times), so the entry bound is also a
 * byte bound: 10,000 entries stay well under 3 MB.
 */
export interface CachedSession {
  sessionId: string;
  userId: string;
  accessedAtMs: number;
  expiresAtMs: number;
}

/**
 * Sessions recently looked up, so a burst of requests from one client costs one query. A least
 * recently used cache: at most `maxEntries`, the entry unused the longest goes first, and an
 * entry lives `ttlMs` from its read at most (a session removed on another replica stops working
 * within that time; on this replica every change drops the entry at once).
 */
export function createSessionCache({ ttlMs = 5_000, maxEntries = 10_000 } = {}) {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<string, { value: CachedSession; cachedAtMs: number }>();

  /** Drops expired entries from the least recent end (where stale entries gather). */
  function sweep(nowMs: number) {
    for (const [id, entry] of entries) {
      if (nowMs - entry.cachedAtMs <= ttlMs) break;
      entries.delete(id);
    }
  }

  return {
    get(sessionId: string, nowMs: number): CachedSession | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      entries.delete(sessionId);
      if (nowMs - entry.cachedAtMs > ttlMs) return undefined;
      entries.set(sessionId, entry);
      return entry.value;
    },
    set(value: CachedSession, nowMs: number): void {
      entries.delete(value.sessionId);
      sweep(nowMs);
      while (entries.size >= maxEntries) {
        const leastRecent = entries.keys().next();
        if (leastRecent.done) break;
        entries.delete(leastRecent.value);
      }
      // Copied field by field: a caller handing a whole row cannot make the cache hold it.
      const { sessionId, userId, accessedAtMs, expiresAtMs } = value;
      entries.set(sessionId, {
        value: { sessionId, userId, accessedAtMs, expiresAtMs },
        cachedAtMs: nowMs,
      });
    },
    forgetSession(sessionId: string): void {
      entries.delete(sessionId);
    },
    forgetUser(userId: string): void {
      for (const [id, entry] of entries) if (entry.value.userId === userId) entries.delete(id);
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
