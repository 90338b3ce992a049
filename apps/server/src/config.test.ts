import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs with no environment at all, on loopback port 8080", () => {
    const config = loadConfig({});
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.PORT).toBe(8080);
    expect(config.OPEN_CATALOGUE).toBe(true);
    expect(config.MEDIA_DIR).toBe(path.resolve(import.meta.dirname, "../demo-media"));
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", HOST: "" }).PORT).toBe(8080);
  });

  it("lists every invalid value at once", () => {
    try {
      loadConfig({ PORT: "eighty", OPEN_CATALOGUE: "maybe", PUBLIC_URL: "not a url" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems.map((problem) => problem.split(":")[0])).toEqual([
        "PORT",
        "PUBLIC_URL",
        "OPEN_CATALOGUE",
      ]);
    }
  });

  it("reads the subtitle settings: OpenSubtitles off without a key, bounded sizes", () => {
    const defaults = loadConfig({});
    expect(defaults.OPENSUBTITLES_API_KEY).toBeUndefined();
    expect(defaults.OPENSUBTITLES_URL).toBe("https://api.opensubtitles.com/api/v1");
    expect(defaults.SUBTITLE_MAX_BYTES).toBe(5_000_000);
    expect(defaults.SUBTITLE_CACHE_BYTES).toBe(32_000_000);
    expect(() =>
      loadConfig({ OPENSUBTITLES_URL: "ftp://example.org", SUBTITLE_MAX_BYTES: "10" }),
    ).toThrow(/OPENSUBTITLES_URL[\s\S]*SUBTITLE_MAX_BYTES/);
  });

  it("collects the web app's keys under the predecessor's names", () => {
    const config = loadConfig({ VITE_DMCA_EMAIL: "dmca@example.org", VITE_TURNSTILE_KEY: "" });
    expect(config.web).toEqual({ VITE_DMCA_EMAIL: "dmca@example.org" });
  });
});
