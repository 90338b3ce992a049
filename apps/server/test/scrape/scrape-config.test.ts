import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("the scraper API's configuration", () => {
  it("defaults to library and Archive, open to any origin, unprotected", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      SCRAPE_API: true,
      SCRAPE_ARCHIVE: true,
      SCRAPE_TIMEOUT_MS: 15_000,
      SCRAPE_CORS_ALLOWED: ["*"],
      TURNSTILE_ENABLED: false,
    });
    expect(config.SCRAPE_DIRECT_TABLE).toBeUndefined();
  });

  it("reads the direct table from a file", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "matinee-")), "direct.json");
    writeFileSync(
      file,
      JSON.stringify([{ type: "movie", tmdbId: "1", url: "https://a.test/x.mp4" }]),
    );
    expect(loadConfig({ SCRAPE_DIRECT_TABLE: file }).SCRAPE_DIRECT_TABLE).toHaveLength(1);
  });

  it("names what is wrong in a direct table", () => {
    expect(problems({ SCRAPE_DIRECT_TABLE: '[{"type":"movie","tmdbId":"x"}]' }).join("\n")).toMatch(
      /SCRAPE_DIRECT_TABLE: \[0\.tmdbId\]/,
    );
    expect(problems({ SCRAPE_DIRECT_TABLE: "/no/such/file.json" }).join("\n")).toMatch(
      /cannot read the direct table/,
    );
  });

  it("wants a Jellyfin URL and key together, and protection with both secrets", () => {
    expect(problems({ JELLYFIN_URL: "https://jf.test" })).toEqual([
      "JELLYFIN_API_KEY: JELLYFIN_URL and JELLYFIN_API_KEY go together",
    ]);
    expect(problems({ TURNSTILE_ENABLED: "true", JWT_SECRET: "x".repeat(20) })).toEqual([
      "TURNSTILE_ENABLED: needs TURNSTILE_SECRET and JWT_SECRET",
    ]);
  });
});
