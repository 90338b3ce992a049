import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runCleanupJob } from "../../src/jobs/cleanup-jobs";
import pg from "pg";
import { openDatabase, selectRows } from "../../src/db/database";
import { MIGRATIONS } from "../../src/db/migrations";
import { sharedTestDatabase } from "../helper";
import { bearer, createAccountApp, randomKeys } from "./harness";

const DAY = 24 * 3600_000;

async function rowCount(table: string, where: string): Promise<number> {
  const database = await sharedTestDatabase();
  const query = sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
  const [row] = await selectRows<{ n: number }>(database.db, query);
  return row?.n ?? -1;
}

function metricValue(text: string, series: string): number {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("metrics", () => {
  it("exposes the mw_* counters in the text the movie-web admin page parses", async () => {
    const { send, register } = await createAccountApp();
    const before = await send({ url: "/metrics" });
    expect(before.headers["content-type"]).toContain("text/plain");
    const users = metricValue(before.body, 'mw_user_count{namespace="movie-web"}');
    await register();
    const report = {
      items: [
        { tmdbId: "1", type: "movie", title: "A", status: "failed", providerId: "p1" },
        {
          tmdbId: "2",
          type: "show",
          title: "B",
          status: "success",
          providerId: "p2",
          embedId: "e2",
        },
        { tmdbId: "3", type: "movie", title: "C", status: "notfound", providerId: "p3" },
      ],
      tool: "extension",
      batchId: "b".repeat(32),
    };
    const posted = await send({
      method: "POST",
      url: "/metrics/providers",
      headers: { origin: "https://watch.example" },
      payload: report,
    });
    expect(posted.json()).toBe(true);
    await send({ method: "POST", url: "/metrics/captcha", payload: { success: true } });
    const text = (await send({ url: "/metrics" })).body;
    expect(metricValue(text, 'mw_user_count{namespace="movie-web"}')).toBe(users + 1);
    expect(metricValue(text, 'mw_provider_hostname_count{hostname="https://watch.example"}')).toBe(
      1,
    );
    expect(metricValue(text, 'mw_provider_status_count{provider_id="e2",status="success"}')).toBe(
      1,
    );
    expect(metricValue(text, 'mw_provider_status_count{provider_id="p1",status="failed"}')).toBe(1);
    expect(
      metricValue(
        text,
        'mw_media_watch_count{tmdb_full_id="movie-3",provider_id="p2",success="true"}',
      ),
    ).toBe(1);
    expect(metricValue(text, 'mw_provider_tool_count{tool="extension"}')).toBe(1);
    expect(metricValue(text, 'mw_captcha_solves{success="true"}')).toBe(1);
    expect(text).toContain("# HELP mw_user_count mw_user_help");
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[^"]+",method="POST",route="\/metrics\/providers",status_code="200"\}/,
    );
    expect(text).toContain("http_request_summary_seconds");
    expect(text).toContain("process_cpu_user_seconds_total");
  });

  it("counts the users already stored when a server starts", async () => {
    const first = await createAccountApp();
    await first.register();
    const registered = metricValue(
      (await first.send({ url: "/metrics" })).body,
      'mw_user_count{namespace="movie-web"}',
    );
    const restarted = await createAccountApp();
    const text = (await restarted.send({ url: "/metrics" })).body;
    expect(metricValue(text, 'mw_user_count{namespace="movie-web"}')).toBe(registered);
  });

  it("answers at the root even when the API has a base path", async () => {
    const { app, send } = await createAccountApp({ BASE_PATH: "/api" });
    expect((await app.inject({ url: "/metrics" })).statusCode).toBe(200);
    expect((await send({ url: "/meta" })).statusCode).toBe(200);
    expect(
      (await app.inject({ url: "/meta", headers: { accept: "application/json" } })).statusCode,
    ).toBe(404);
    expect((await send({ url: "/" })).json()).toEqual({
      message: expect.stringMatching(/^Backend is working as expected \(.+\)$/),
    });
  });
});

describe("health", () => {
  it("reports a connected database on /healthcheck, /healthz and /readyz", async () => {
    const { app, send } = await createAccountApp();
    expect((await send({ url: "/healthcheck" })).json()).toEqual({
      healthy: true,
      databaseConnected: true,
    });
    expect((await app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: "ok", rateLimits: "off" });
  });
});

describe("CORS", () => {
  it("reflects a configured origin with credentials, and not another", async () => {
    const { send } = await createAccountApp({
      CORS_ORIGINS: "https://a.example https://b.example/",
    });
    const allowed = await send({ url: "/meta", headers: { origin: "https://b.example" } });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://b.example");
    expect(allowed.headers["access-control-allow-credentials"]).toBe("true");
    const denied = await send({ url: "/meta", headers: { origin: "https://evil.example" } });
    expect(denied.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await send({
      method: "OPTIONS",
      url: "/users/abc/progress/1",
      headers: {
        origin: "https://a.example",
        "access-control-request-method": "PUT",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-methods"]).toContain("PATCH");
    expect(preflight.headers["access-control-allow-headers"]).toBe("authorization,content-type");
  });

  it("allows any site when told to, including /metrics", async () => {
    const { send } = await createAccountApp({ CORS_ALLOW_ANY: "true" });
    const response = await send({ url: "/metrics", headers: { origin: "https://admin.example" } });
    expect(response.headers["access-control-allow-origin"]).toBe("https://admin.example");
  });
});

describe("clean-up jobs", () => {
  it("delete expired challenges and sessions, then users left without a session for a year", async () => {
    const { register, challenge, clock } = await createAccountApp();
    const database = await sharedTestDatabase();
    const stale = await register(randomKeys());
    const fresh = await register(randomKeys());
    const code = await challenge("register", {});
    clock.advance(400 * DAY);
    // The fresh user comes back: a new session, a recent login.
    const { login } = await createAccountApp({}, { clock: clock.now });
    await login(fresh.keys);
    await database.db.execute(sql`SELECT 1`);

    expect(
      await runCleanupJob(database.db, "challenge-code-expiry", clock.now()),
    ).toBeGreaterThanOrEqual(1);
    expect(await rowCount("challenge_codes", `code = '${code}'`)).toBe(0);
    expect(await runCleanupJob(database.db, "session-expiry", clock.now())).toBeGreaterThanOrEqual(
      2,
    );
    expect(await rowCount("sessions", `id = '${stale.session.id}'`)).toBe(0);
    expect(await runCleanupJob(database.db, "user-deletion", clock.now())).toBeGreaterThanOrEqual(
      1,
    );
    expect(await rowCount("users", `id = '${stale.user.id}'`)).toBe(0);
    expect(await rowCount("users", `id = '${fresh.user.id}'`)).toBe(1);
  });

  it("run once when two replicas start the same job together", async () => {
    const database = await sharedTestDatabase();
    const results = await Promise.all([
      runCleanupJob(database.db, "session-expiry", Date.now()),
      runCleanupJob(database.db, "session-expiry", Date.now()),
    ]);
    // PGlite has one connection, so the two runs take turns; PostgreSQL lets one skip (null).
    expect(results.filter((result) => result !== null).length).toBeGreaterThanOrEqual(1);
  });
});

describe("migrations", () => {
  it("are recorded once each, in order", async () => {
    const database = await sharedTestDatabase();
    const rows = await selectRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM matinee_migrations ORDER BY id`,
    );
    expect(rows.map((row) => row.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "run once when three replicas boot against one PostgreSQL schema together",
    async () => {
      const url = process.env.DATABASE_URL ?? "";
      const schema = `test_boot_${Date.now().toString(36)}`;
      const replicas = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ url, schema, poolSize: 1 })),
      );
      try {
        const [first] = replicas;
        const rows = await selectRows<{ n: number }>(
          first!.db,
          sql`SELECT count(*)::int AS n FROM matinee_migrations`,
        );
        expect(rows[0]?.n).toBe(MIGRATIONS.length);
      } finally {
        await Promise.all(replicas.map((replica) => replica.close()));
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA "${schema}" CASCADE`);
        await client.end();
      }
    },
    60_000,
  );

  it("enforce one progress row per movie in the database itself", async () => {
    const { register } = await createAccountApp();
    const { user } = await register();
    const database = await sharedTestDatabase();
    const insert = (id: string) =>
      database.db.execute(
        sql`INSERT INTO progress_items (id, user_id, tmdb_id, meta, duration, watched, updated_at)
            VALUES (${id}, ${user.id}, '77', '{}', 1, 1, now())`,
      );
    await insert(crypto.randomUUID());
    await expect(insert(crypto.randomUUID())).rejects.toThrow();
  });
});

describe("the account API beside the web app", () => {
  it("answers JSON on its paths even to a browser, while app routes still get the page", async () => {
    const { app, register } = await createAccountApp();
    const { token } = await register();
    const html = { accept: "text/html,application/xhtml+xml" };
    const me = await app.inject({ url: "/users/@me", headers: { ...html, ...bearer(token) } });
    expect(me.headers["content-type"]).toContain("application/json");
    const meta = await app.inject({ url: "/meta", headers: html });
    expect(meta.json()).toMatchObject({ name: "Matinee" });
    const page = await app.inject({ url: "/settings", headers: html });
    expect(page.headers["content-type"]).toContain("text/html");
    expect((await app.inject({ url: "/ping.txt" })).body).toBe("pong\n");
  });
});
