import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { THEME_KEY } from "./theme-key";
import {
  applySyncedTheme,
  chooseTheme,
  chosenTheme,
  startTheme,
  useThemeStore,
} from "./theme-store";

const stored = () => JSON.parse(localStorage.getItem(THEME_KEY) ?? "null") as unknown;
const pageTheme = () => document.documentElement.dataset.theme;

let stop: (() => void) | undefined;

beforeEach(() => {
  useThemeStore.setState({ chosen: null, instanceDefault: "default" });
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  stop?.();
  stop = undefined;
  document.head.innerHTML = "";
});

describe("the theme store", () => {
  it("shows the configured default until the viewer chooses, then their choice", () => {
    stop = startTheme("teal");
    expect(pageTheme()).toBe("teal");
    chooseTheme("red");
    expect(pageTheme()).toBe("red");
    expect(chosenTheme()).toBe("red");
  });

  it("keeps the choice and the configured default in localStorage, as index.html's script reads them", () => {
    stop = startTheme("blue");
    chooseTheme("blck");
    expect(stored()).toEqual({ state: { chosen: "blck", instanceDefault: "blue" }, version: 1 });
  });

  it("reads a stored choice back (a reload) and drops a name that is no theme", async () => {
    localStorage.setItem(THEME_KEY, JSON.stringify({ state: { chosen: "gray" }, version: 1 }));
    await useThemeStore.persist.rehydrate();
    stop = startTheme("teal");
    expect(pageTheme()).toBe("gray");

    localStorage.setItem(
      THEME_KEY,
      JSON.stringify({ state: { chosen: "purple", instanceDefault: "neon" }, version: 1 }),
    );
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState()).toMatchObject({ chosen: null, instanceDefault: "teal" });
    expect(pageTheme()).toBe("teal");
  });

  it("applies a synced theme from the account server, and ignores none or an unknown one", () => {
    stop = startTheme("default");
    chooseTheme("teal");
    applySyncedTheme(null);
    applySyncedTheme("mocha");
    expect(pageTheme()).toBe("teal");
    applySyncedTheme("blue");
    expect(pageTheme()).toBe("blue");
    expect(chosenTheme()).toBe("blue");
  });

  it("follows a choice made in another tab", async () => {
    stop = startTheme("default");
    localStorage.setItem(
      THEME_KEY,
      JSON.stringify({ state: { chosen: "red", instanceDefault: "default" }, version: 1 }),
    );
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_KEY }));
    await Promise.resolve();
    expect(pageTheme()).toBe("red");
  });

  it("gives the browser's bar the theme's page colour", () => {
    document.head.innerHTML =
      '<meta name="theme-color" content="#0b0d12">' +
      '<style>[data-theme="teal"] { --theme-canvas: #071312; }</style>';
    stop = startTheme("teal");
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toBe(
      "#071312",
    );
  });
});
