import { retryDelayMs } from "./backoff";
import type { SendOutcome } from "./send-outcome";
import { coalesceEdits, supersedes, type SyncEdit } from "./sync-edit";

/** A queued edit with its delivery state. */
export interface OutboxEntry {
  /** Sortable: the outbox is sent in the order of its ids. */
  id: string;
  edit: SyncEdit;
  /** Failed attempts so far. */
  attempts: number;
  /** Not sent before this time (ms); 0 for a new entry. */
  notBefore: number;
}

/**
 * Edits waiting for the account server, oldest first, and the one being sent (at most one at a
 * time, so the server sees them in order). Pure data: the web app persists it.
 */
export interface Outbox {
  entries: readonly OutboxEntry[];
  sendingId: string | null;
}

export const EMPTY_OUTBOX: Outbox = { entries: [], sendingId: null };

/**
 * Appends an edit. Entries it supersedes that are not being sent are taken out and folded into
 * it, so an unsent earlier upsert of the same item is replaced and never sent, and the last word
 * on an item is always the last entry for it (a delete never ends up before the add it undid).
 * An entry already being sent stays: the new one follows it.
 */
export function enqueueEdit(outbox: Outbox, edit: SyncEdit, id: string): Outbox {
  let merged = edit;
  const kept: OutboxEntry[] = [];
  for (const entry of outbox.entries) {
    if (entry.id !== outbox.sendingId && supersedes(edit, entry.edit)) {
      merged = coalesceEdits(entry.edit, merged);
    } else {
      kept.push(entry);
    }
  }
  kept.push({ id, edit: merged, attempts: 0, notBefore: 0 });
  return { ...outbox, entries: kept };
}

/** The entry to send now: the oldest, once its retry time has come and nothing is in flight. */
export function nextToSend(outbox: Outbox, now: number): OutboxEntry | undefined {
  if (outbox.sendingId !== null) return undefined;
  const head = outbox.entries[0];
  return head && head.notBefore <= now ? head : undefined;
}

export function markSending(outbox: Outbox, id: string): Outbox {
  return { ...outbox, sendingId: id };
}

function isSupersededLater(entries: readonly OutboxEntry[], index: number): boolean {
  const entry = entries[index];
  return !!entry && entries.slice(index + 1).some((later) => supersedes(later.edit, entry.edit));
}

/**
 * Records how sending entry `id` went: sent or rejected → removed; retry → kept in place, sent
 * again after a backoff (or removed, when a later entry has superseded it meanwhile);
 * unauthorized → kept as it is (the caller checks the session first).
 */
export function settleSend(
  outbox: Outbox,
  id: string,
  outcome: SendOutcome,
  clock: { now: number; random: number },
): Outbox {
  const sendingId = outbox.sendingId === id ? null : outbox.sendingId;
  const index = outbox.entries.findIndex((entry) => entry.id === id);
  const entry = outbox.entries[index];
  if (!entry) return { ...outbox, sendingId };
  const without = () => outbox.entries.filter((other) => other.id !== id);
  switch (outcome.type) {
    case "sent":
    case "rejected":
      return { entries: without(), sendingId };
    case "unauthorized":
      return { ...outbox, sendingId };
    case "retry": {
      if (isSupersededLater(outbox.entries, index)) return { entries: without(), sendingId };
      const attempts = entry.attempts + 1;
      const notBefore = clock.now + retryDelayMs(attempts, clock.random);
      const entries = outbox.entries.map((other) =>
        other.id === id ? { ...entry, attempts, notBefore } : other,
      );
      return { entries, sendingId };
    }
  }
}

/** Takes entries out unsent (their edit was overtaken by newer data on the server). */
export function removeEntries(outbox: Outbox, ids: ReadonlySet<string>): Outbox {
  return { ...outbox, entries: outbox.entries.filter((entry) => !ids.has(entry.id)) };
}

/** Sends the next attempt at once (the network came back), keeping the order. */
export function retryNow(outbox: Outbox): Outbox {
  return { ...outbox, entries: outbox.entries.map((entry) => ({ ...entry, notBefore: 0 })) };
}
