import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/database";
import { RATE_LIMIT_BUCKETS } from "../../src/rate-limit/buckets";
import { bearer, createAccountApp, type AccountTestApp } from "./harness";

const bookmark = { tmdbId: "653", meta: { title: "Nosferatu", year: 1922, type: "movie" } };
const progress = { ...bookmark, duration: 5640, watched: 120 };

/** Every write a client makes for its user, as `[method, path, body]`. */
function writes(uid: string) {
  return [
    ["POST", `/users/${uid}/bookmarks/653`, bookmark],
    ["PUT", `/users/${uid}/bookmarks`, [bookmark]],
    ["PUT", `/users/${uid}/progress/653`, progress],
    ["PUT", `/users/${uid}/progress/import`, [progress]],
    ["PUT", `/users/${uid}/settings`, { applicationTheme: "dark" }],
    ["PATCH", `/users/${uid}`, { profile: { colorA: "#0A54FF", colorB: "#CF2E68", icon: "cat" } }],
  ] as const;
}

/**
 * One user deletes the account through replica `a` while replica `b` still holds the session in
 * its cache (up to five seconds): every write `b` then takes for that user is refused as "not
 * logged in", never a 500, and nothing is stored for the user that no longer exists.
 */
async function deleteOnOneWriteOnOther(a: AccountTestApp, b: AccountTestApp) {
  const { user, token } = await a.register();
  expect((await b.send({ url: "/users/@me", headers: bearer(token) })).statusCode).toBe(200);
  const deleted = await a.send({
    method: "DELETE",
    url: `/users/${user.id}`,
    headers: bearer(token),
  });
  expect(deleted.statusCode).toBe(200);
  const answers = [];
  for (const [method, url, payload] of writes(user.id)) {
    const response = await b.send({ method, url, payload, headers: bearer(token) });
    answers.push(`${method} ${url.replace(user.id, ":uid")} -> ${response.statusCode}`);
  }
  expect(answers).toEqual(
    writes(":uid").map(([method, url]) =>
      method === "PATCH" ? `${method} ${url} -> 404` : `${method} ${url} -> 401`,
    ),
  );
  expect((await b.send({ url: "/users/@me", headers: bearer(token) })).statusCode).toBe(401);
}

describe("two app instances on one database", () => {
  it("refuse a just-deleted user's writes on the other instance with 401, not 500", async () => {
    const a = await createAccountApp();
    const b = await createAccountApp();
    await deleteOnOneWriteOnOther(a, b);
  });
});

const url = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!url || !redisUrl)(
  "two replicas on one PostgreSQL and Redis (skipped: needs DATABASE_URL and REDIS_URL)",
  () => {
    const schema = `test_replicas_${randomBytes(4).toString("hex")}`;
    const opened: Database[] = [];
    afterAll(async () => {
      await Promise.all(opened.map((database) => database.close()));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    });

    /** Two replicas: each its own connection pool (both migrate at once, under the lock). */
    async function twoReplicas() {
      const databases = await Promise.all([
        openDatabase({ url, schema, poolSize: 2 }),
        openDatabase({ url, schema, poolSize: 2 }),
      ]);
      opened.push(...databases);
      const env = { RATE_LIMITS: "true", REDIS_KEY_PREFIX: `test:${randomUUID()}:` };
      const [a, b] = await Promise.all(
        databases.map((database) => createAccountApp(env, { database })),
      );
      if (!a || !b) throw new Error("two replicas expected");
      return { a, b };
    }

    it("share sessions, rate-limit buckets and account deletions", async () => {
      const { a, b } = await twoReplicas();
      // A session made on one is valid on the other.
      const { user, token } = await a.register();
      const me = await b.send({ url: "/users/@me", headers: bearer(token) });
      expect(me.json().user.id).toBe(user.id);
      // One bucket across both: what one allowed counts on the other.
      const { max } = RATE_LIMIT_BUCKETS.login_challenge_tokens;
      const start = (replica: AccountTestApp) =>
        replica.send({
          method: "POST",
          url: "/auth/login/start",
          payload: { publicKey: "not-registered" },
          remoteAddress: "10.1.2.3",
        });
      for (let i = 0; i < max; i++) {
        expect((await start(i % 2 ? a : b)).statusCode).not.toBe(429);
      }
      expect((await start(a)).statusCode).toBe(429);
      expect((await start(b)).statusCode).toBe(429);
      // A deletion on one is seen by the other.
      await deleteOnOneWriteOnOther(a, b);
      await deleteOnOneWriteOnOther(b, a);
    });
  },
);
