import { describe, expect, it } from "vitest";
import { readRemoteSettings } from "./remote-settings";

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
