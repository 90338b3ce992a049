import { describe, expect, it } from "vitest";
import {
  bookmarkDelete,
  bookmarkPut,
  episodePut,
  moviePut,
  progressDelete,
} from "./__fixtures__/edits";
import { bookmark, episode, movie, show } from "./__fixtures__/library";
import { mergeBookmarks, mergeProgress } from "./library-merge";
import { EMPTY_OUTBOX, enqueueEdit } from "./outbox";
import { pendingEdits } from "./pending-edits";
import type { SyncEdit } from "./sync-edit";

const since = 50_000;

function pending(...edits: SyncEdit[]) {
  const outbox = edits.reduce(
    (queue, edit, index) => enqueueEdit(queue, edit, `e${index + 1}`),
    EMPTY_OUTBOX,
  );
  return pendingEdits(outbox.entries);
}

describe("mergeBookmarks", () => {
  const merge = (local = {}, remote = {}, edits: SyncEdit[] = []) =>
    mergeBookmarks({ local, remote, pending: pending(...edits), since });

  it("takes the server's bookmarks onto an empty device", () => {
    expect(merge({}, { "1": bookmark(10) }).merged).toEqual({ "1": bookmark(10) });
  });

  it("keeps the newer copy of a bookmark on both sides", () => {
    const local = { "1": bookmark(20, { title: "mine" }), "2": bookmark(10, { title: "mine" }) };
    const remote = {
      "1": bookmark(10, { title: "theirs" }),
      "2": bookmark(20, { title: "theirs" }),
    };
    const { merged } = merge(local, remote);
    expect([merged["1"]?.title, merged["2"]?.title]).toEqual(["mine", "theirs"]);
  });

  it("drops a bookmark deleted on another device (only here, nothing unsent)", () => {
    expect(merge({ "1": bookmark(10) }, {}).merged).toEqual({});
  });

  it("keeps a bookmark whose add has not been sent yet", () => {
    expect(merge({ "1": bookmark(10) }, {}, [bookmarkPut("1", 10)]).merged).toEqual({
      "1": bookmark(10),
    });
  });

  it("keeps a bookmark made after the restore asked the server", () => {
    expect(merge({ "1": bookmark(since + 1) }, {}).merged).toEqual({ "1": bookmark(since + 1) });
  });

  it("hides the server's older copy behind an unsent delete (a tombstone)", () => {
    const result = merge({}, { "1": bookmark(10) }, [bookmarkDelete("1", 20)]);
    expect(result.merged).toEqual({});
    expect(result.cancelled.size).toBe(0);
  });

  it("lets a newer add on the server beat an older unsent delete, cancelling the delete", () => {
    const result = merge({}, { "1": bookmark(30) }, [bookmarkDelete("1", 20)]);
    expect(result.merged).toEqual({ "1": bookmark(30) });
    expect([...result.cancelled]).toEqual(["e1"]);
  });

  it("keeps a bookmark without a year, which is never synced", () => {
    const yearless = bookmark(10, { year: undefined });
    expect(merge({ "1": yearless }, {}).merged).toEqual({ "1": yearless });
  });
});

describe("mergeProgress", () => {
  const merge = (local = {}, remote = {}, edits: SyncEdit[] = []) =>
    mergeProgress({ local, remote, pending: pending(...edits), since });

  it("takes the newer copy of a movie", () => {
    expect(merge({ "1": movie(10, 100) }, { "1": movie(20, 200) }).merged["1"]?.progress).toEqual({
      watched: 20,
      duration: 5000,
    });
    expect(merge({ "1": movie(10, 300) }, { "1": movie(20, 200) }).merged["1"]?.progress).toEqual({
      watched: 10,
      duration: 5000,
    });
  });

  it("merges a show per episode, each side winning its newer episodes", () => {
    const local = { "5": show([episode("e1", 100, 300), episode("e2", 10, 100)]) };
    const remote = { "5": show([episode("e1", 50, 200), episode("e2", 70, 200)]) };
    const item = merge(local, remote).merged["5"];
    expect(item?.episodes.e1?.progress.watched).toBe(100);
    expect(item?.episodes.e2?.progress.watched).toBe(70);
    expect(item?.updatedAt).toBe(300);
  });

  it("keeps local episode and season titles, which the server does not store", () => {
    const remoteEpisode = { ...episode("e1", 70, 500), title: "" };
    const remoteShow = show([remoteEpisode], {
      seasons: { s1: { id: "s1", number: 1, title: "" } },
    });
    const item = merge({ "5": show([episode("e1", 10, 100)]) }, { "5": remoteShow }).merged["5"];
    expect(item?.episodes.e1).toMatchObject({ title: "Episode e1", progress: { watched: 70 } });
    expect(item?.seasons.s1?.title).toBe("Season 1");
  });

  it("adds episodes watched on another device and keeps this device's unsent ones", () => {
    const local = { "5": show([episode("e1", 10, 100)]) };
    const remote = { "5": show([episode("e2", 20, 200)]) };
    const item = merge(local, remote, [episodePut("5", "e1", 10, 100)]).merged["5"];
    expect(Object.keys(item?.episodes ?? {}).sort()).toEqual(["e1", "e2"]);
  });

  it("cancels an unsent upsert older than the server's copy, so it cannot overwrite it", () => {
    const result = merge({ "1": movie(10, 100) }, { "1": movie(500, 200) }, [
      moviePut("1", 10, 100),
    ]);
    expect(result.merged["1"]?.progress?.watched).toBe(500);
    expect([...result.cancelled]).toEqual(["e1"]);
  });

  it("hides a deleted episode until its delete is sent, leaving the others", () => {
    const remote = { "5": show([episode("e1", 10, 100), episode("e2", 10, 100)]) };
    const item = merge({}, remote, [progressDelete("5", "e1", 150)]).merged["5"];
    expect(Object.keys(item?.episodes ?? {})).toEqual(["e2"]);
  });

  it("hides a whole deleted show until its delete is sent", () => {
    const remote = { "5": show([episode("e1", 10, 100)]) };
    expect(merge({}, remote, [progressDelete("5", undefined, 150)]).merged).toEqual({});
  });

  it("gives up a show's deletion when the server has a newer episode of it", () => {
    const remote = { "5": show([episode("e1", 10, 100), episode("e2", 10, 300)]) };
    const result = merge({}, remote, [progressDelete("5", undefined, 150)]);
    expect(Object.keys(result.merged["5"]?.episodes ?? {}).sort()).toEqual(["e1", "e2"]);
    expect([...result.cancelled]).toEqual(["e1"]);
  });

  it("drops progress deleted on another device, but keeps what changed since the restore began", () => {
    const local = { "1": movie(10, 100), "2": movie(10, since + 5) };
    expect(Object.keys(merge(local, {}).merged)).toEqual(["2"]);
  });

  it("keeps titles without a year, which are never synced", () => {
    const yearless = movie(10, 100, { year: undefined });
    expect(merge({ "1": yearless }, {}).merged).toEqual({ "1": yearless });
  });
});

describe("pendingEdits", () => {
  it("counts an entry seen in two snapshots once, and the later edit of an item wins", () => {
    const first = enqueueEdit(EMPTY_OUTBOX, bookmarkPut("1", 10), "a");
    const second = enqueueEdit(first, bookmarkDelete("1", 20), "b");
    const index = pendingEdits(first.entries, second.entries);
    expect(index.bookmarks.get("1")).toMatchObject({ entryId: "b", deleted: true, at: 20 });
  });

  it("treats imported items as unsent adds that are never cancelled", () => {
    const outbox = enqueueEdit(
      EMPTY_OUTBOX,
      {
        kind: "bookmarksImport",
        items: [{ tmdbId: "1", meta: { title: "N", year: 1922, type: "movie" } }],
        at: 5,
      },
      "a",
    );
    expect(pendingEdits(outbox.entries).bookmarks.get("1")).toMatchObject({
      deleted: false,
      cancellable: false,
    });
  });
});
