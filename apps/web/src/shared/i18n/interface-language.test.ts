import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  applyDocumentLanguage,
  applyRemoteLanguage,
  chooseLanguage,
  startInterfaceLanguage,
} from "./interface-language";
import { LANGUAGE_KEY, readStoredLanguage, storeLanguage } from "./stored-language";

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  applyDocumentLanguage("en");
});
afterEach(() => localStorage.clear());

describe("startInterfaceLanguage", () => {
  it("on a first visit takes the browser's best offered language, and stores it", async () => {
    const started = startInterfaceLanguage(["ar-EG", "en-US"]);
    expect(started.language).toBe("ar");
    expect(readStoredLanguage()).toBe("ar");
    // The document turns at once; the strings follow when their chunk is in.
    expect(root.lang).toBe("ar");
    expect(root.dir).toBe("rtl");
    await started.ready;
    expect(started.i18n.language).toBe("ar");
    expect(started.i18n.t("app.loading")).toBe("جارٍ التحميل…");
  });

  it("falls back to English for a browser whose languages are not offered", () => {
    const started = startInterfaceLanguage(["yo-NG", "zu"]);
    expect(started.language).toBe("en");
    expect(readStoredLanguage()).toBe("en");
    expect(root.dir).toBe("ltr");
    expect(started.i18n.t("app.loading")).toBe("Loading…");
  });

  it("keeps a stored choice over the browser's preferences on later visits", () => {
    storeLanguage("en");
    expect(startInterfaceLanguage(["ar"]).language).toBe("en");
  });

  it("detects again when the stored language is not offered (or not readable)", () => {
    storeLanguage("xx");
    expect(startInterfaceLanguage(["ar"]).language).toBe("ar");
    localStorage.setItem(LANGUAGE_KEY, "{not json");
    expect(startInterfaceLanguage(["ar"]).language).toBe("ar");
  });

  it("follows a choice made in another tab", async () => {
    const { i18n } = startInterfaceLanguage(["en"]);
    const newValue = JSON.stringify({ state: { language: "ar" }, version: 0 });
    window.dispatchEvent(new StorageEvent("storage", { key: LANGUAGE_KEY, newValue }));
    await expect.poll(() => i18n.language).toBe("ar");
    expect(root.dir).toBe("rtl");
  });
});

describe("chooseLanguage", () => {
  it("applies an offered language to the translator and the document, and keeps it", async () => {
    const { i18n } = startInterfaceLanguage(["en"]);
    await expect(chooseLanguage(i18n, "ar")).resolves.toBe("ar");
    expect(i18n.language).toBe("ar");
    expect([root.lang, root.dir]).toEqual(["ar", "rtl"]);
    expect(readStoredLanguage()).toBe("ar");
    await chooseLanguage(i18n, "en-GB");
    expect([i18n.language, root.lang, root.dir]).toEqual(["en", "en", "ltr"]);
  });

  it("refuses a language the interface does not offer, changing nothing", async () => {
    const { i18n } = startInterfaceLanguage(["en"]);
    await expect(chooseLanguage(i18n, "yo")).resolves.toBeUndefined();
    expect(i18n.language).toBe("en");
    expect(readStoredLanguage()).toBe("en");
  });
});

describe("applyRemoteLanguage", () => {
  it("switches the app's translator to an account's language", async () => {
    const { i18n } = startInterfaceLanguage(["en"]);
    applyRemoteLanguage("ar");
    await expect.poll(() => i18n.language).toBe("ar");
    expect(readStoredLanguage()).toBe("ar");
  });

  it("ignores a language nobody translated yet", async () => {
    const { i18n } = startInterfaceLanguage(["en"]);
    applyRemoteLanguage("yo");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.language).toBe("en");
    expect(readStoredLanguage()).toBe("en");
  });
});
