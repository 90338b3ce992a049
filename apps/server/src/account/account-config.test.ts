import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSessionSecret } from "../auth/session-secret";
import { ConfigError, loadConfig } from "../config";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return [];
}

describe("the account API's configuration", () => {
  it("runs embedded with nothing set: PGlite in ./data, limits on, API at the root", () => {
    const config = loadConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.resolve("data"));
    expect(config.RATE_LIMITS).toBe(true);
    expect(config.BASE_PATH).toBe("");
    expect(config.META_NAME).toBe("Matinee");
    expect(config.CORS_ORIGINS).toEqual([]);
  });

  it("requires a session secret in production", () => {
    expect(problemsOf({ NODE_ENV: "production" })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: required when NODE_ENV=production/),
    ]);
    expect(problemsOf({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) })).toEqual([]);
  });

  it("lists every bad account value at once", () => {
    const problems = problemsOf({
      DATABASE_URL: "mysql://x",
      REDIS_URL: "http://x",
      SESSION_SECRET: "short",
      BASE_PATH: "api/",
      CORS_ORIGINS: "not-an-origin",
      RATE_LIMITS: "maybe",
    });
    expect(problems.map((problem) => problem.split(/[.:]/)[0]).sort()).toEqual([
      "BASE_PATH",
      "CORS_ORIGINS",
      "DATABASE_URL",
      "RATE_LIMITS",
      "REDIS_URL",
      "SESSION_SECRET",
    ]);
  });

  it("reads CORS origins separated by spaces or commas, without trailing slashes", () => {
    const config = loadConfig({ CORS_ORIGINS: "https://a.example/, https://b.example" });
    expect(config.CORS_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
  });

  it("treats / as no base path", () => {
    expect(loadConfig({ BASE_PATH: "/" }).BASE_PATH).toBe("");
    expect(loadConfig({ BASE_PATH: "/api/v1" }).BASE_PATH).toBe("/api/v1");
  });
});

describe("resolveSessionSecret", () => {
  it("prefers the configured secret", async () => {
    expect(await resolveSessionSecret("c".repeat(32), "/nonexistent")).toBe("c".repeat(32));
  });

  it("generates a secret once and finds the same one on the next boot", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "matinee-secret-"));
    try {
      const first = await resolveSessionSecret(undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(await resolveSessionSecret(undefined, dir)).toBe(first);
      expect((await readFile(path.join(dir, "session-secret"), "utf8")).trim()).toBe(first);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
