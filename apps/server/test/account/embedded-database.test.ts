import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { openPgliteDir } from "../../src/db/pglite";
import type { AuthResultDto } from "@matinee/contracts";
import { testConfig } from "../helper";
import { bearer, profile, randomKeys, userAgent } from "./harness";

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function dataDir() {
  const folder = await mkdtemp(path.join(tmpdir(), "matinee-embedded-"));
  folders.push(folder);
  return folder;
}

describe("the embedded database", () => {
  it("opens on the first request that needs it (not for probes, /meta or metric reports), closes after the last", async () => {
    const DATA_DIR = await dataDir();
    const app = await buildApp(testConfig({ DATA_DIR, REDIS_URL: "", RATE_LIMITS: "false" }), {
      logger: false,
      account: { jobs: false },
    });
    try {
      const ready = await app.inject({ url: "/readyz" });
      const meta = await app.inject({ url: "/meta" });
      const report = await app.inject({
        method: "POST",
        url: "/metrics/captcha",
        payload: { success: true },
      });
      expect(ready.json()).toEqual({
        status: "ready",
        database: "opens on first use",
        rateLimits: "off",
      });
      expect([meta.statusCode, report.statusCode]).toEqual([200, 200]);
      expect(existsSync(path.join(DATA_DIR, "pglite"))).toBe(false);

      const start = await app.inject({ method: "POST", url: "/auth/register/start", payload: {} });
      expect(start.statusCode).toBe(200);
      expect(existsSync(path.join(DATA_DIR, "pglite", "PG_VERSION"))).toBe(true);
      expect((await app.inject({ url: "/readyz" })).json().database).toBe("ok");

      // Closing waits for a request still at work before it closes the database.
      const { challenge } = start.json<{ challenge: string }>();
      const keys = randomKeys();
      const registered = await app.inject({
        method: "POST",
        url: "/auth/register/complete",
        headers: { "user-agent": userAgent },
        payload: {
          publicKey: keys.publicKey,
          challenge: { code: challenge, signature: keys.sign(challenge) },
          namespace: "movie-web",
          device: "d",
          profile,
        },
      });
      const { user, token } = registered.json<AuthResultDto>();
      const items = Array.from({ length: 1000 }, (_, i) => ({
        tmdbId: String(i + 1),
        meta: { title: "t", year: 2000, type: "movie" },
        duration: 100,
        watched: 1,
      }));
      const inFlight = app.inject({
        method: "PUT",
        url: `/users/${user.id}/progress/import`,
        headers: bearer(token),
        payload: items,
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      await app.close();
      expect((await inFlight).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000);

  it("leaves nothing half made when its first boot is stopped", async () => {
    const DATA_DIR = await dataDir();
    const folder = path.join(DATA_DIR, "pglite");
    const abort = new AbortController();
    const opening = openPgliteDir(folder, abort.signal);
    setTimeout(() => abort.abort(), 200);
    await expect(opening).rejects.toThrow();
    // No database, no partial folder: the next boot starts over (as the first test's did).
    expect(await readdir(DATA_DIR)).toEqual([]);
  });
});
