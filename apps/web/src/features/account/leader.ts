/** Name of the Web Lock the sending tab holds, and the fallback lease's storage key. */
export const LEADER_LOCK = "matinee::sync-leader";
/** Without Web Locks, a tab's lease lasts this long and is renewed at every check. */
export const LEASE_MS = 15_000;

export interface Leadership {
  /** True while this tab is the one that sends the outbox. */
  isLeader(): boolean;
  /** Gives leadership up (another tab may take it). */
  stop(): void;
}

export interface LeadershipOptions {
  /** `navigator.locks`; absent in old browsers, then a localStorage lease is used. */
  locks?: LockManager | undefined;
  storage?: Storage;
  now?: () => number;
  /** Identifies this tab in the fallback lease. */
  tabId?: string;
}

/**
 * Makes sure two tabs of one browser never send the outbox at the same time: the tab holding a
 * Web Lock leads until it closes (the browser then hands the lock to the next tab waiting).
 * Without Web Locks, a lease in localStorage renewed at every check stands in: it only ever
 * makes a tab wait, and a tab that died loses its lease after {@link LEASE_MS}.
 */
export function createLeadership({
  locks = typeof navigator === "undefined" ? undefined : navigator.locks,
  storage = localStorage,
  now = Date.now,
  tabId = Math.random().toString(36).slice(2),
}: LeadershipOptions = {}): Leadership {
  if (locks) {
    let leading = false;
    let release: () => void = () => undefined;
    const abort = new AbortController();
    locks
      .request(LEADER_LOCK, { signal: abort.signal }, () => {
        leading = true;
        return new Promise<void>((resolve) => (release = resolve));
      })
      .catch(() => undefined)
      .finally(() => (leading = false));
    return {
      isLeader: () => leading,
      stop() {
        abort.abort();
        release();
        leading = false;
      },
    };
  }
  return createLease(storage, now, tabId);
}

function createLease(storage: Storage, now: () => number, tabId: string): Leadership {
  let stopped = false;
  const read = () => {
    try {
      return JSON.parse(storage.getItem(LEADER_LOCK) ?? "null") as {
        tabId: string;
        expiresAt: number;
      } | null;
    } catch {
      return null;
    }
  };
  return {
    isLeader() {
      if (stopped) return false;
      const lease = read();
      if (lease && lease.tabId !== tabId && lease.expiresAt > now()) return false;
      storage.setItem(LEADER_LOCK, JSON.stringify({ tabId, expiresAt: now() + LEASE_MS }));
      return read()?.tabId === tabId;
    },
    stop() {
      stopped = true;
      if (read()?.tabId === tabId) storage.removeItem(LEADER_LOCK);
    },
  };
}
