import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetAccount, getOutbox } from "./account-runners";
import { setAccount } from "./account-store";
import { enqueueSettings } from "./settings-sync";
import { hasStoredAccount } from "./stored-account";

const account = {
  token: "t",
  userId: "u",
  sessionId: "s",
  deviceName: "d",
  profile: { colorA: "a", colorB: "b", icon: "cat" },
  seed: "43AF7Knxvi88bYb9jWlvPBha49NpcNZ8BYjG91sgl5U=",
};

beforeEach(() => localStorage.clear());
afterEach(() => forgetAccount());

describe("enqueueSettings", () => {
  it("queues nothing without an account", () => {
    expect(enqueueSettings({ applicationLanguage: "fr" })).toBe(false);
    expect(getOutbox().entries()).toEqual([]);
  });

  it("queues the changed keys, later changes folded into the same put", () => {
    setAccount(account);
    enqueueSettings({ applicationLanguage: "fr" });
    enqueueSettings({ applicationTheme: "blue" });
    expect(
      getOutbox()
        .entries()
        .map((entry) => entry.edit),
    ).toEqual([
      expect.objectContaining({
        kind: "settingsPut",
        settings: { applicationLanguage: "fr", applicationTheme: "blue" },
      }),
    ]);
  });

  it("sends an empty proxy list as null, 'unset' (quirk 15)", () => {
    setAccount(account);
    enqueueSettings({ proxyUrls: ["", "  "] });
    expect(getOutbox().entries()[0]?.edit).toMatchObject({ settings: { proxyUrls: null } });
  });
});

describe("hasStoredAccount", () => {
  it("sees an account kept by the store, and nothing otherwise", () => {
    expect(hasStoredAccount()).toBe(false);
    setAccount(account);
    expect(hasStoredAccount()).toBe(true);
    localStorage.setItem("matinee::account", "{broken");
    expect(hasStoredAccount()).toBe(false);
  });
});
