import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { THEME_KEY } from "../src/shared/theme/theme-key";
import { themeScript } from "./theme-script";

/** Runs the script against a document and a localStorage holding `stored` under the theme key. */
function themeAfterScript(script: string, stored: string | null | Error): string | undefined {
  const attributes = new Map<string, string>();
  const localStorage = {
    getItem(key: string) {
      if (stored instanceof Error) throw stored;
      return key === THEME_KEY ? stored : null;
    },
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  runInNewContext(script, { localStorage, document, JSON });
  return attributes.get("data-theme");
}

const stored = (state: object) => JSON.stringify({ state, version: 1 });

describe("themeScript", () => {
  it("shows the viewer's stored choice", () => {
    const script = themeScript(undefined);
    expect(themeAfterScript(script, stored({ chosen: "teal", instanceDefault: "blue" }))).toBe(
      "teal",
    );
  });

  it("without a choice, shows the default the last configuration named", () => {
    const script = themeScript("red");
    expect(themeAfterScript(script, stored({ chosen: null, instanceDefault: "blue" }))).toBe(
      "blue",
    );
  });

  it("on a first visit, shows the build's default theme, else the default one", () => {
    expect(themeAfterScript(themeScript("blck"), null)).toBe("blck");
    expect(themeAfterScript(themeScript(undefined), null)).toBe("default");
  });

  it("falls back when storage is unreadable or refused", () => {
    expect(themeAfterScript(themeScript("gray"), "{not json")).toBe("gray");
    expect(themeAfterScript(themeScript("gray"), new Error("SecurityError"))).toBe("gray");
  });

  it("leaves out a build default that is not a name", () => {
    const script = themeScript('"</script><script>alert(1)//');
    expect(script).not.toContain("alert");
    expect(themeAfterScript(script, null)).toBe("default");
  });
});
