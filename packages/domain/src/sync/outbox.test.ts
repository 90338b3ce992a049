import { describe, expect, it } from "vitest";
import {
  bookmarkDelete,
  bookmarkPut,
  episodePut,
  moviePut,
  progressDelete,
  settingsPut,
} from "./__fixtures__/edits";
import { RETRY_BASE_MS } from "./backoff";
import {
  EMPTY_OUTBOX,
  enqueueEdit,
  markSending,
  nextToSend,
  removeEntries,
  retryNow,
  settleSend,
  type Outbox,
} from "./outbox";
import type { SyncEdit } from "./sync-edit";

const clock = { now: 1_000_000, random: 0 };

/** Enqueues edits with ids "1", "2", … after the outbox's existing ones. */
function queue(...edits: SyncEdit[]): Outbox {
  return edits.reduce((outbox, edit, index) => enqueueEdit(outbox, edit, String(index + 1)), {
    ...EMPTY_OUTBOX,
  });
}

const kinds = (outbox: Outbox) => outbox.entries.map((entry) => `${entry.id}:${entry.edit.kind}`);

describe("enqueueEdit", () => {
  it("keeps edits of different items in the order they were made", () => {
    expect(kinds(queue(bookmarkPut("1"), moviePut("2", 10), bookmarkDelete("3")))).toEqual([
      "1:bookmarkPut",
      "2:progressPut",
      "3:bookmarkDelete",
    ]);
  });

  it("replaces an unsent upsert of the same movie with the later one", () => {
    const outbox = queue(moviePut("1", 10), bookmarkPut("9"), moviePut("1", 20));
    expect(kinds(outbox)).toEqual(["2:bookmarkPut", "3:progressPut"]);
    expect(outbox.entries[1]?.edit).toEqual(moviePut("1", 20));
  });

  it("puts a delete after everything, never before the add it undoes", () => {
    const outbox = queue(bookmarkPut("1"), bookmarkPut("2"), bookmarkDelete("1"));
    expect(kinds(outbox)).toEqual(["2:bookmarkPut", "3:bookmarkDelete"]);
  });

  it("keeps a re-add after a delete as the last word", () => {
    const outbox = queue(bookmarkDelete("1"), bookmarkPut("1"));
    expect(kinds(outbox)).toEqual(["2:bookmarkPut"]);
  });

  it("leaves the entry being sent alone and queues the new one behind it", () => {
    const sending = markSending(queue(bookmarkPut("1")), "1");
    const outbox = enqueueEdit(sending, bookmarkDelete("1"), "2");
    expect(kinds(outbox)).toEqual(["1:bookmarkPut", "2:bookmarkDelete"]);
  });

  it("drops a show's unsent episode writes when the whole show is deleted", () => {
    const outbox = queue(episodePut("5", "e1", 10), episodePut("5", "e2", 10), progressDelete("5"));
    expect(kinds(outbox)).toEqual(["3:progressDelete"]);
  });

  it("keeps an episode watched after its show was deleted, behind the delete", () => {
    const outbox = queue(progressDelete("5"), episodePut("5", "e1", 10));
    expect(kinds(outbox)).toEqual(["1:progressDelete", "2:progressPut"]);
  });

  it("folds unsent settings into one put holding every key", () => {
    const outbox = queue(
      settingsPut({ applicationLanguage: "fr" }),
      settingsPut({ applicationTheme: "blue" }),
    );
    expect(outbox.entries.map((entry) => entry.edit)).toEqual([
      settingsPut({ applicationLanguage: "fr", applicationTheme: "blue" }),
    ]);
  });
});

describe("nextToSend", () => {
  it("offers the oldest entry", () => {
    expect(nextToSend(queue(bookmarkPut("1"), bookmarkPut("2")), clock.now)?.id).toBe("1");
  });

  it("offers nothing while an entry is in flight, so the server sees edits in order", () => {
    const outbox = markSending(queue(bookmarkPut("1"), bookmarkPut("2")), "1");
    expect(nextToSend(outbox, clock.now)).toBeUndefined();
  });

  it("waits for the oldest entry's retry time instead of skipping ahead", () => {
    const failed = settleSend(
      markSending(queue(bookmarkPut("1"), bookmarkPut("2")), "1"),
      "1",
      { type: "retry" },
      clock,
    );
    expect(nextToSend(failed, clock.now + 1)).toBeUndefined();
    expect(nextToSend(failed, clock.now + RETRY_BASE_MS)?.id).toBe("1");
  });

  it("offers nothing when empty", () => {
    expect(nextToSend(EMPTY_OUTBOX, clock.now)).toBeUndefined();
  });
});

describe("settleSend", () => {
  const sending = () => markSending(queue(bookmarkPut("1"), bookmarkPut("2")), "1");

  it("removes an entry the server took (2xx)", () => {
    const outbox = settleSend(sending(), "1", { type: "sent" }, clock);
    expect(kinds(outbox)).toEqual(["2:bookmarkPut"]);
    expect(outbox.sendingId).toBeNull();
  });

  it("drops an entry the server will never take", () => {
    const outbox = settleSend(sending(), "1", { type: "rejected", reason: "HTTP 400" }, clock);
    expect(kinds(outbox)).toEqual(["2:bookmarkPut"]);
  });

  it("keeps a failed entry first in line, with its attempt counted and a backoff", () => {
    const outbox = settleSend(sending(), "1", { type: "retry" }, clock);
    expect(kinds(outbox)).toEqual(["1:bookmarkPut", "2:bookmarkPut"]);
    expect(outbox.entries[0]).toMatchObject({ attempts: 1, notBefore: clock.now + 2_500 });
    const again = settleSend(markSending(outbox, "1"), "1", { type: "retry" }, clock);
    expect(again.entries[0]).toMatchObject({ attempts: 2, notBefore: clock.now + 5_000 });
  });

  it("forgets a failed entry that a later one has superseded meanwhile", () => {
    const outbox = enqueueEdit(sending(), bookmarkDelete("1"), "3");
    const settled = settleSend(outbox, "1", { type: "retry" }, clock);
    expect(kinds(settled)).toEqual(["2:bookmarkPut", "3:bookmarkDelete"]);
  });

  it("keeps the entry untouched when the session has to be checked first", () => {
    const outbox = settleSend(sending(), "1", { type: "unauthorized" }, clock);
    expect(outbox.entries).toEqual(queue(bookmarkPut("1"), bookmarkPut("2")).entries);
    expect(outbox.sendingId).toBeNull();
  });

  it("clears the in-flight mark even when the entry is already gone", () => {
    const outbox = removeEntries(sending(), new Set(["1"]));
    expect(settleSend(outbox, "1", { type: "sent" }, clock)).toEqual({
      entries: outbox.entries,
      sendingId: null,
    });
  });
});

describe("retryNow", () => {
  it("makes every entry due at once, in the same order", () => {
    const failed = settleSend(
      markSending(queue(bookmarkPut("1")), "1"),
      "1",
      { type: "retry" },
      clock,
    );
    expect(nextToSend(retryNow(failed), clock.now)?.id).toBe("1");
  });
});
