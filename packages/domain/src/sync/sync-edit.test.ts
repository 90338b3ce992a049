import { describe, expect, it } from "vitest";
import {
  bookmarkDelete,
  bookmarkPut,
  episodePut,
  moviePut,
  progressDelete,
  settingsPut,
} from "./__fixtures__/edits";
import { coalesceEdits, editTarget, supersedes } from "./sync-edit";

describe("supersedes", () => {
  it("lets a later write of the same bookmark replace an earlier one, add or delete", () => {
    expect(supersedes(bookmarkDelete("1"), bookmarkPut("1"))).toBe(true);
    expect(supersedes(bookmarkPut("1"), bookmarkDelete("1"))).toBe(true);
  });

  it("keeps different titles apart", () => {
    expect(supersedes(bookmarkPut("2"), bookmarkPut("1"))).toBe(false);
    expect(supersedes(moviePut("2", 10), moviePut("1", 10))).toBe(false);
  });

  it("tells a bookmark from the progress of the same title", () => {
    expect(supersedes(bookmarkDelete("1"), moviePut("1", 10))).toBe(false);
  });

  it("replaces an episode's progress with a later one of the same episode only", () => {
    expect(supersedes(episodePut("5", "e1", 20), episodePut("5", "e1", 10))).toBe(true);
    expect(supersedes(episodePut("5", "e2", 20), episodePut("5", "e1", 10))).toBe(false);
  });

  it("lets deleting a whole show replace every earlier write of its episodes", () => {
    expect(supersedes(progressDelete("5"), episodePut("5", "e1", 10))).toBe(true);
    expect(supersedes(progressDelete("5"), progressDelete("5", "e1"))).toBe(true);
    expect(supersedes(progressDelete("5"), episodePut("6", "e1", 10))).toBe(false);
  });

  it("never lets an episode's write replace the deletion of its whole show", () => {
    expect(supersedes(episodePut("5", "e1", 10), progressDelete("5"))).toBe(false);
  });

  it("never merges imports", () => {
    const imported = { kind: "bookmarksImport" as const, items: [], at: 1 };
    expect(editTarget(imported)).toBeUndefined();
    expect(supersedes(imported, imported)).toBe(false);
  });
});

describe("coalesceEdits", () => {
  it("adds settings keys up, the later value winning", () => {
    const merged = coalesceEdits(
      settingsPut({ applicationLanguage: "fr", applicationTheme: "blue" }),
      settingsPut({ applicationTheme: null }, 2),
    );
    expect(merged).toEqual(settingsPut({ applicationLanguage: "fr", applicationTheme: null }, 2));
  });

  it("keeps the later edit whole for anything else", () => {
    expect(coalesceEdits(moviePut("1", 10), moviePut("1", 20, 2))).toEqual(moviePut("1", 20, 2));
  });
});
