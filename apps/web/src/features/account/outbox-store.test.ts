import type { SyncEdit } from "@matinee/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { createOutboxStore, OUTBOX_PREFIX } from "./outbox-store";

const put = (tmdbId: string, at = 1): SyncEdit => ({
  kind: "bookmarkPut",
  tmdbId,
  meta: { title: `Title ${tmdbId}`, year: 2000, type: "movie" },
  at,
});
const remove = (tmdbId: string): SyncEdit => ({ kind: "bookmarkDelete", tmdbId, at: 2 });

let time = 1_000;
const clock = { now: () => time, random: () => 0 };
const storedKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(OUTBOX_PREFIX));

beforeEach(() => {
  localStorage.clear();
  time = 1_000;
});

describe("the durable outbox", () => {
  it("stores each edit under a key of its own the moment it is queued", () => {
    const outbox = createOutboxStore(clock);
    outbox.enqueue(put("1"));
    outbox.enqueue(put("2"));
    expect(storedKeys()).toHaveLength(2);
  });

  it("is read back in order by another instance (a reload, another tab)", () => {
    const first = createOutboxStore(clock);
    first.enqueue(put("1"));
    time += 1;
    first.enqueue(put("2"));
    const second = createOutboxStore(clock);
    expect(second.entries().map((entry) => entry.edit)).toEqual([put("1"), put("2")]);
  });

  it("keeps the edits two tabs queue at once, in the order they were made", () => {
    const tabA = createOutboxStore(clock);
    const tabB = createOutboxStore({ ...clock, random: () => 0.5 });
    tabA.enqueue(put("1"));
    time += 1;
    tabB.enqueue(put("2"));
    time += 1;
    tabA.enqueue(put("3"));
    expect(tabB.entries().map((entry) => entry.edit)).toEqual([put("1"), put("2"), put("3")]);
  });

  it("coalesces through storage: a delete replaces the unsent add of the same title", () => {
    const outbox = createOutboxStore(clock);
    outbox.enqueue(put("1"));
    outbox.enqueue(remove("1"));
    expect(outbox.entries().map((entry) => entry.edit)).toEqual([remove("1")]);
    expect(storedKeys()).toHaveLength(1);
  });

  it("hands out one entry at a time and removes it only once sent", () => {
    const outbox = createOutboxStore(clock);
    outbox.enqueue(put("1"));
    outbox.enqueue(put("2"));
    const entry = outbox.take();
    expect(entry?.edit).toEqual(put("1"));
    expect(outbox.take()).toBeUndefined();
    expect(outbox.entries()).toHaveLength(2);
    outbox.settle(entry?.id ?? "", { type: "sent" });
    expect(outbox.entries().map((next) => next.edit)).toEqual([put("2")]);
  });

  it("stores a failed entry's backoff, so a reload does not hammer the server", () => {
    const outbox = createOutboxStore(clock);
    outbox.enqueue(put("1"));
    const entry = outbox.take();
    outbox.settle(entry?.id ?? "", { type: "retry" });
    const reloaded = createOutboxStore(clock);
    expect(reloaded.entries()[0]).toMatchObject({ attempts: 1, notBefore: time + 2_500 });
    expect(reloaded.take()).toBeUndefined();
    reloaded.retryNow();
    expect(reloaded.take()?.edit).toEqual(put("1"));
  });

  it("skips unreadable stored entries instead of failing", () => {
    localStorage.setItem(`${OUTBOX_PREFIX}000000000broken`, "{not json");
    localStorage.setItem(
      `${OUTBOX_PREFIX}000000001strange`,
      JSON.stringify({ edit: { kind: "x" } }),
    );
    const outbox = createOutboxStore(clock);
    outbox.enqueue(put("1"));
    expect(outbox.entries().map((entry) => entry.edit)).toEqual([put("1")]);
  });

  it("cancels entries by id and clears everything", () => {
    const outbox = createOutboxStore(clock);
    outbox.enqueue(put("1"));
    outbox.enqueue(put("2"));
    outbox.cancel(new Set([outbox.entries()[0]?.id ?? ""]));
    expect(outbox.entries().map((entry) => entry.edit)).toEqual([put("2")]);
    outbox.clear();
    expect(storedKeys()).toEqual([]);
  });
});
