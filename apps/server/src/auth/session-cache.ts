import type { SessionRow, UserRow } from "../db/schema";

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

/**
 * Sessions recently looked up, so a burst of requests from one client costs one query. Entries
 * live briefly: a session removed on another replica stops working within `ttlMs`; on this
 * replica every change drops the entry at once.
 */
export function createSessionCache({ ttlMs = 5_000, maxEntries = 10_000 } = {}) {
  const entries = new Map<string, CachedSession & { cachedAtMs: number }>();
  return {
    get(sessionId: string, nowMs: number): CachedSession | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (nowMs - entry.cachedAtMs > ttlMs) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry;
    },
    set(sessionId: string, value: CachedSession, nowMs: number): void {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(sessionId, { ...value, cachedAtMs: nowMs });
    },
    forgetSession(sessionId: string): void {
      entries.delete(sessionId);
    },
    forgetUser(userId: string): void {
      for (const [id, entry] of entries) if (entry.user.id === userId) entries.delete(id);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
