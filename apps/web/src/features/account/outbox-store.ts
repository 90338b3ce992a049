import {
  EMPTY_OUTBOX,
  enqueueEdit,
  markSending,
  nextToSend,
  removeEntries,
  retryNow,
  settleSend,
  type Outbox,
  type OutboxEntry,
  type SendOutcome,
  type SyncEdit,
} from "@matinee/domain";

/** Every entry is its own localStorage key under this prefix; the key's end is the entry's id. */
export const OUTBOX_PREFIX = "matinee::outbox::";

const KINDS = new Set<SyncEdit["kind"]>([
  "bookmarkPut",
  "bookmarkDelete",
  "progressPut",
  "progressDelete",
  "settingsPut",
  "bookmarksImport",
  "progressImport",
]);

export interface OutboxStoreOptions {
  storage?: Storage;
  now?: () => number;
  random?: () => number;
}

function readEntry(id: string, raw: string | null): OutboxEntry | undefined {
  try {
    const value = JSON.parse(raw ?? "") as Partial<OutboxEntry>;
    if (!value.edit || !KINDS.has(value.edit.kind)) return undefined;
    const attempts = typeof value.attempts === "number" ? value.attempts : 0;
    const notBefore = typeof value.notBefore === "number" ? value.notBefore : 0;
    return { id, edit: value.edit, attempts, notBefore };
  } catch {
    return undefined;
  }
}

/**
 * The durable outbox (issue 15): the domain's reducer over entries kept in localStorage.
 *
 * Why localStorage and one key per entry: a write is synchronous, so an edit is stored before
 * the call that made it returns — a tab closed the next instant keeps it (an IndexedDB
 * transaction still pending then may be aborted). And since no entry is ever rewritten by
 * another tab's copy of a shared list, two tabs queueing at once cannot lose each other's
 * edits; the worst a race can do is send a superseded edit once more, which is harmless
 * (every edit is an idempotent put or delete). Coalescing keeps it small: one entry per item.
 */
export function createOutboxStore({
  storage = localStorage,
  now = Date.now,
  random = Math.random,
}: OutboxStoreOptions = {}) {
  /** This tab's entry in flight; other tabs' sends are their own business. */
  let sendingId: string | null = null;
  let counter = 0;

  function entries(): OutboxEntry[] {
    const found: OutboxEntry[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(OUTBOX_PREFIX)) continue;
      const id = key.slice(OUTBOX_PREFIX.length);
      const entry = readEntry(id, storage.getItem(key));
      if (entry) found.push(entry);
    }
    return found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  function current(): Outbox {
    return { ...EMPTY_OUTBOX, entries: entries(), sendingId };
  }

  /** Writes what changed between two states of the outbox. */
  function commit(previous: Outbox, next: Outbox): void {
    sendingId = next.sendingId;
    const before = new Map(previous.entries.map((entry) => [entry.id, entry]));
    for (const entry of next.entries) {
      if (before.get(entry.id) === entry) {
        before.delete(entry.id);
        continue;
      }
      before.delete(entry.id);
      const { id, ...stored } = entry;
      try {
        storage.setItem(OUTBOX_PREFIX + id, JSON.stringify(stored));
      } catch (error) {
        console.error(
          "[sync] could not store an edit; it will be sent only if this tab stays",
          error,
        );
      }
    }
    for (const id of before.keys()) storage.removeItem(OUTBOX_PREFIX + id);
  }

  function update(change: (outbox: Outbox) => Outbox): Outbox {
    const previous = current();
    const next = change(previous);
    commit(previous, next);
    return next;
  }

  /** Sortable across tabs: time, then this tab's counter, then a random tail. */
  function newId(): string {
    counter = (counter + 1) % 36 ** 4;
    const tail = Math.floor(random() * 36 ** 4)
      .toString(36)
      .padStart(4, "0");
    return `${now().toString(36).padStart(9, "0")}${counter.toString(36).padStart(4, "0")}${tail}`;
  }

  return {
    entries,
    enqueue(edit: SyncEdit): void {
      update((outbox) => enqueueEdit(outbox, edit, newId()));
    },
    /** The entry to send now, marked in flight; undefined when nothing is due. */
    take(): OutboxEntry | undefined {
      const entry = nextToSend(current(), now());
      if (entry) sendingId = markSending(current(), entry.id).sendingId;
      return entry;
    },
    settle(id: string, outcome: SendOutcome): void {
      update((outbox) => settleSend(outbox, id, outcome, { now: now(), random: random() }));
    },
    cancel(ids: ReadonlySet<string>): void {
      if (ids.size > 0) update((outbox) => removeEntries(outbox, ids));
    },
    retryNow(): void {
      update(retryNow);
    },
    clear(): void {
      sendingId = null;
      for (const entry of entries()) storage.removeItem(OUTBOX_PREFIX + entry.id);
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
