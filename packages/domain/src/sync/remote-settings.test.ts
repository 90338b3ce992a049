import { describe, expect, it } from "vitest";
import type { SettingsInput } from "@matinee/contracts";
import type { OutboxEntry } from "./outbox";
import { readRemoteSettings, withoutUnsentSettings } from "./remote-settings";

describe("readRemoteSettings", () => {
  it("applies every value the server has", () => {
    expect(
      readRemoteSettings({
        id: "u",
        applicationLanguage: "fr",
        defaultSubtitleLanguage: "en",
        applicationTheme: "blue",
        proxyUrls: ["https://proxy.example"],
      }),
    ).toEqual({
      applicationLanguage: "fr",
      defaultSubtitleLanguage: "en",
      applicationTheme: "blue",
      proxyUrls: ["https://proxy.example"],
    });
  });

  it("treats an empty proxy list like an unset one (quirk 15)", () => {
    expect(readRemoteSettings({ id: "u", proxyUrls: [] }).proxyUrls).toBeNull();
    expect(readRemoteSettings({ id: "u", proxyUrls: ["", " "] }).proxyUrls).toBeNull();
  });

  it("keeps local values for what was never set: { id } alone, nulls, empty strings", () => {
    const unset = {
      applicationLanguage: null,
      defaultSubtitleLanguage: null,
      applicationTheme: null,
      proxyUrls: null,
    };
    expect(readRemoteSettings({ id: "u" })).toEqual(unset);
    expect(
      readRemoteSettings({ id: "u", applicationLanguage: null, applicationTheme: "" }),
    ).toEqual(unset);
    expect(readRemoteSettings(null)).toEqual(unset);
  });
});

describe("withoutUnsentSettings", () => {
  const remote = {
    applicationLanguage: "en",
    defaultSubtitleLanguage: "fr",
    applicationTheme: "blue",
    proxyUrls: ["https://proxy.example"],
  };
  const entry = (id: string, settings: SettingsInput): OutboxEntry => ({
    id,
    edit: { kind: "settingsPut", settings, at: 1 },
    attempts: 0,
    notBefore: 0,
  });

  it("keeps what this device changed and has not sent: the server's older value is not applied", () => {
    const kept = withoutUnsentSettings(
      remote,
      [entry("a", { applicationLanguage: "ar" })],
      [entry("b", { proxyUrls: null })],
    );
    expect(kept).toEqual({ ...remote, applicationLanguage: null, proxyUrls: null });
  });

  it("applies everything when nothing is waiting, or only other edits are", () => {
    expect(withoutUnsentSettings(remote)).toEqual(remote);
    const bookmark: OutboxEntry = {
      id: "c",
      edit: { kind: "bookmarkDelete", tmdbId: "1", at: 1 },
      attempts: 0,
      notBefore: 0,
    };
    expect(withoutUnsentSettings(remote, [bookmark])).toEqual(remote);
  });
});
