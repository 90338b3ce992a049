import type { AccountApi } from "./account-api";
import { sendEdit } from "./edit-sender";
import type { OutboxStore } from "./outbox-store";

/** PROTOCOLS §2.6 / SPEC §9: the outbox is looked at every 5 s. */
export const SYNC_INTERVAL_MS = 5_000;

/** Who to send as, or null when nobody is logged in. */
export type SyncSession = { api: AccountApi; userId: string } | null;

export interface SyncRunnerOptions {
  outbox: OutboxStore;
  session: () => SyncSession;
  /** Only the leading tab sends (see leader.ts). */
  isLeader: () => boolean;
  /** The server said the session is gone: check it (and log out if so). */
  onUnauthorized: () => Promise<void>;
  intervalMs?: number;
  /** Where the browser's `online` event comes from: it sends at once, backoff forgotten. */
  events?: Pick<Window, "addEventListener" | "removeEventListener">;
}

export interface SyncRunner {
  /** Sends every entry that is due, in order; resolves when it stops (empty, waiting, failed). */
  flush(): Promise<void>;
  stop(): void;
}

/**
 * Sends the outbox (issue 15): every tick, the leading tab sends entries one at a time, oldest
 * first. An entry leaves the outbox only when the server took it (2xx) or refused it for good
 * (a 4xx that will never succeed, logged); no answer or a 5xx keeps it first in line, retried
 * after a backoff. Nothing is cleared at start: what a closed tab or a reload left is sent now.
 */
export function startSyncRunner({
  outbox,
  session,
  isLeader,
  onUnauthorized,
  intervalMs = SYNC_INTERVAL_MS,
  events = window,
}: SyncRunnerOptions): SyncRunner {
  let running: Promise<void> | null = null;
  let stopped = false;

  async function sendDue(): Promise<void> {
    for (;;) {
      const current = session();
      if (stopped || !current || !isLeader()) return;
      const entry = outbox.take();
      if (!entry) return;
      const outcome = await sendEdit(current.api, current.userId, entry.edit);
      outbox.settle(entry.id, outcome);
      if (outcome.type === "rejected") {
        console.warn(`[sync] dropped ${entry.edit.kind} (${entry.id}): ${outcome.reason}`);
      } else if (outcome.type === "unauthorized") {
        await onUnauthorized();
        return;
      } else if (outcome.type === "retry") {
        return;
      }
    }
  }

  function flush(): Promise<void> {
    running ??= sendDue()
      .catch((error: unknown) => console.error("[sync] sending the outbox failed", error))
      .finally(() => (running = null));
    return running;
  }

  const handleOnline = () => {
    outbox.retryNow();
    void flush();
  };
  const timer = setInterval(() => void flush(), intervalMs);
  events.addEventListener("online", handleOnline);
  return {
    flush,
    stop() {
      stopped = true;
      clearInterval(timer);
      events.removeEventListener("online", handleOnline);
    },
  };
}
