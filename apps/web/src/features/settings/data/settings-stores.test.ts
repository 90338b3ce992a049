import { beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_KEY } from "../../account";
import { isSettingsKey, readSettingsStores, writeSettingsStores } from "./settings-stores";

const preferences = { state: { enableAutoplay: false, volume: 0.4 }, version: 1 };

beforeEach(() => localStorage.clear());

describe("isSettingsKey", () => {
  it("knows the account's key, written out there", () => {
    expect(isSettingsKey(ACCOUNT_KEY)).toBe(false);
  });

  it.each([
    ["matinee::player-preferences", true],
    ["matinee::source-order", true],
    ["matinee::account", false],
    ["matinee::outbox::0001-abc", false],
    ["matinee::sync-leader", false],
    ["matinee::bookmarks", false],
    ["matinee::progress", false],
    ["matinee::predecessor-imported", false],
    ["__MW::theme", false],
    ["BACKUP-v1-matinee::bookmarks", false],
  ])("%s: %s", (key, expected) => {
    expect(isSettingsKey(key)).toBe(expected);
  });
});

describe("readSettingsStores", () => {
  it("reads the settings stores as they are persisted, and nothing of the account or the sync", () => {
    localStorage.setItem("matinee::player-preferences", JSON.stringify(preferences));
    localStorage.setItem("matinee::source-order", JSON.stringify({ state: { sourceOrder: ["a"] }, version: 1 }));
    localStorage.setItem("matinee::account", JSON.stringify({ state: { account: { token: "secret" } } }));
    localStorage.setItem("matinee::outbox::1", JSON.stringify({ edit: {} }));
    localStorage.setItem("matinee::bookmarks", JSON.stringify({ state: { bookmarks: {} } }));
    localStorage.setItem("matinee::broken", "{not json");
    localStorage.setItem("matinee::list", "[1,2]");
    expect(readSettingsStores()).toEqual({
      "matinee::player-preferences": preferences,
      "matinee::source-order": { state: { sourceOrder: ["a"] }, version: 1 },
    });
  });
});

describe("writeSettingsStores", () => {
  it("writes settings stores and refuses the account's keys", () => {
    const written = writeSettingsStores({
      "matinee::player-preferences": preferences,
      "matinee::account": { state: { account: { token: "planted" } } },
      "matinee::outbox::9": { edit: { kind: "bookmarkDelete" } },
    });
    expect(written).toBe(1);
    expect(JSON.parse(localStorage.getItem("matinee::player-preferences") ?? "null")).toEqual(
      preferences,
    );
    expect(localStorage.getItem("matinee::account")).toBeNull();
    expect(localStorage.getItem("matinee::outbox::9")).toBeNull();
  });
});
