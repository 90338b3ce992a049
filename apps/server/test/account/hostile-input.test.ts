import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { testConfig } from "../helper";
import { bearer, createAccountApp, profile, randomKeys, userAgent } from "./harness";
import { openTestDatabase } from "./test-database";

const NUL = "\u0000";
/** A high surrogate without its low half: JSON.stringify escapes it as `\ud800`. */
const LONE = "\ud800";
const movieMeta = { title: "Nosferatu", year: 1922, type: "movie" as const };

async function signedIn() {
  const app = await createAccountApp();
  const account = await app.register();
  return { ...app, account, headers: bearer(account.token), path: `/users/${account.user.id}` };
}

/** The validation answer naming `path` (movie-web's body: issues with their paths). */
const namesField = (path: PropertyKey[]) => ({
  errorType: "validation",
  errors: expect.arrayContaining([expect.objectContaining({ path })]),
});

describe("strings the database cannot store", () => {
  it("refuse a NUL in the unauthenticated login start's public key with a 400 naming it", async () => {
    const { send } = await createAccountApp();
    const response = await send({
      method: "POST",
      url: "/auth/login/start",
      payload: { publicKey: NUL },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(namesField(["publicKey"]));
  });

  it("refuse %00 in :tmdbid on every title route with a 400 naming tmdbid", async () => {
    const { send, headers, path } = await signedIn();
    const body = { tmdbId: "1", meta: movieMeta, duration: 1, watched: 1 };
    const routes = [
      { method: "POST" as const, url: `${path}/bookmarks/%00`, payload: body },
      { method: "DELETE" as const, url: `${path}/bookmarks/%00` },
      { method: "PUT" as const, url: `${path}/progress/%00`, payload: body },
      { method: "DELETE" as const, url: `${path}/progress/%00`, payload: {} },
    ];
    for (const route of routes) {
      const response = await send({ ...route, headers });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(response.json()).toMatchObject(namesField(["tmdbid"]));
    }
  });

  it("refuse a NUL or a lone surrogate in any stored string, naming the field", async () => {
    const { send, headers, path } = await signedIn();
    const progress = { tmdbId: "1", meta: movieMeta, duration: 1, watched: 1 };
    const cases = [
      {
        method: "POST" as const,
        url: `${path}/bookmarks/1`,
        payload: { tmdbId: "1", meta: { ...movieMeta, title: `a${NUL}` } },
        field: ["meta", "title"],
      },
      {
        method: "PUT" as const,
        url: `${path}/bookmarks`,
        payload: [{ tmdbId: "1", meta: { ...movieMeta, poster: LONE } }],
        field: [0, "meta", "poster"],
      },
      {
        method: "PUT" as const,
        url: `${path}/progress/1`,
        payload: { ...progress, meta: { ...movieMeta, title: `x${LONE}y` } },
        field: ["meta", "title"],
      },
      {
        method: "PUT" as const,
        url: `${path}/progress/import`,
        payload: [{ ...progress, episodeId: NUL, seasonId: "1" }],
        field: [0, "episodeId"],
      },
      {
        method: "PUT" as const,
        url: `${path}/settings`,
        payload: { proxyUrls: [`https://proxy${NUL}`] },
        field: ["proxyUrls", 0],
      },
      {
        method: "PATCH" as const,
        url: path,
        payload: { profile: { ...profile, icon: LONE } },
        field: ["profile", "icon"],
      },
    ];
    for (const { field, ...request } of cases) {
      const response = await send({ ...request, headers });
      expect(response.statusCode, `${request.method} ${request.url} ${field.join(".")}`).toBe(400);
      expect(response.json()).toMatchObject(namesField(field));
    }
    // Nothing was stored on the way.
    expect((await send({ url: `${path}/bookmarks`, headers })).json()).toEqual([]);
    expect((await send({ url: `${path}/progress`, headers })).json()).toEqual([]);
  });

  it("refuse a lone surrogate in a registration's profile and a NUL in its device", async () => {
    const { completeRegister } = await createAccountApp();
    const keys = randomKeys();
    const cases: Array<[object, string[]]> = [
      [{ profile: { ...profile, colorA: LONE } }, ["profile", "colorA"]],
      [{ device: `phone${NUL}` }, ["device"]],
    ];
    for (const [change, field] of cases) {
      const response = await completeRegister(keys, change);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(namesField(field));
    }
  });
});

describe("headers a session keeps", () => {
  it("keep only the first 512 characters of a User-Agent", async () => {
    const { send, challenge } = await createAccountApp();
    const keys = randomKeys();
    const code = await challenge("register", {});
    const response = await send({
      method: "POST",
      url: "/auth/register/complete",
      headers: { "user-agent": "M".repeat(8000) },
      payload: {
        publicKey: keys.publicKey,
        challenge: { code, signature: keys.sign(code) },
        namespace: "movie-web",
        device: "d",
        profile,
      },
    });
    expect(response.json<{ session: { userAgent: string } }>().session.userAgent).toBe(
      "M".repeat(512),
    );
  });
});

describe("a failed query's log line", () => {
  const database = openTestDatabase();
  afterAll(async () => (await database).close());

  it("says which statement failed but never carries its parameters", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const app = await buildApp(testConfig({ RATE_LIMITS: "false" }), {
      logger: { level: "error", stream },
      account: { database: await database, jobs: false },
    });
    afterAll(() => app.close());
    await app.ready();
    // A real failure inside a query with users' data as parameters: the table is gone.
    const code = (
      await app.inject({ method: "POST", url: "/auth/register/start", payload: {} })
    ).json<{ challenge: string }>().challenge;
    const keys = randomKeys();
    const registered = await app.inject({
      method: "POST",
      url: "/auth/register/complete",
      headers: { "user-agent": userAgent },
      payload: {
        publicKey: keys.publicKey,
        challenge: { code, signature: keys.sign(code) },
        namespace: "movie-web",
        device: "d",
        profile,
      },
    });
    const { user, token } = registered.json<{ user: { id: string }; token: string }>();
    await (await database).db.execute(sql`DROP TABLE bookmarks`);
    const secret = "A title only its owner should read";
    const response = await app.inject({
      method: "PUT",
      url: `/users/${user.id}/bookmarks`,
      headers: bearer(token),
      payload: [{ tmdbId: "77", meta: { ...movieMeta, title: secret } }],
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join("");
    expect(log).toContain("Failed query");
    expect(log).toContain("bookmarks");
    expect(log).not.toContain(secret);
    expect(log).not.toContain(user.id);
    expect(log).not.toContain("params");
  });
});

describe("bodies and interop rules", () => {
  it("take a DELETE with a JSON content type and an empty body as one without a body", async () => {
    const { send, headers, path } = await signedIn();
    await send({
      method: "POST",
      url: `${path}/bookmarks/9`,
      headers,
      payload: { tmdbId: "9", meta: movieMeta },
    });
    const json = { ...headers, "content-type": "application/json" };
    const bookmark = await send({
      method: "DELETE",
      url: `${path}/bookmarks/9`,
      headers: json,
      payload: "",
    });
    expect(bookmark.statusCode, bookmark.body).toBe(200);
    const progress = await send({
      method: "DELETE",
      url: `${path}/progress/9`,
      headers: json,
      payload: "",
    });
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.json()).toEqual({ count: 0, tmdbId: "9" });
  });

  it("delete every row of a title, movie and episodes alike, for a DELETE without a body", async () => {
    const { send, headers, path } = await signedIn();
    const save = (payload: Record<string, unknown> & { tmdbId: string }) =>
      send({ method: "PUT", url: `${path}/progress/${payload.tmdbId}`, headers, payload });
    const show = { title: "A show", year: 1999, type: "show" };
    const episode = { tmdbId: "42", meta: show, duration: 9, watched: 1, seasonId: "s" };
    await save({ tmdbId: "42", meta: movieMeta, duration: 9, watched: 1 });
    await save({ ...episode, episodeId: "e1" });
    await save({ ...episode, episodeId: "e2" });
    await save({ tmdbId: "43", meta: movieMeta, duration: 9, watched: 1 });
    const removed = await send({ method: "DELETE", url: `${path}/progress/42`, headers });
    expect(removed.json()).toEqual({ count: 3, tmdbId: "42" });
    const left = (await send({ url: `${path}/progress`, headers })).json<{ tmdbId: string }[]>();
    expect(left.map((row) => row.tmdbId)).toEqual(["43"]);
  });

  it("store bookmarks and progress whose year is null (sudo-flix's titles without a year)", async () => {
    const { send, headers, path } = await signedIn();
    const noYear = { ...movieMeta, year: null };
    const cases = [
      {
        method: "PUT" as const,
        url: `${path}/bookmarks`,
        payload: [{ tmdbId: "1", meta: noYear }],
      },
      {
        method: "POST" as const,
        url: `${path}/bookmarks/2`,
        payload: { tmdbId: "2", meta: noYear },
      },
      {
        method: "PUT" as const,
        url: `${path}/progress/import`,
        payload: [{ tmdbId: "3", meta: noYear, duration: 9, watched: 1 }],
      },
      {
        method: "PUT" as const,
        url: `${path}/progress/4`,
        payload: { tmdbId: "4", meta: noYear, duration: 9, watched: 1 },
      },
    ];
    for (const request of cases) {
      const response = await send({ ...request, headers });
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(200);
    }
    type Row = { meta: { year: unknown } };
    const years = async (list: string) =>
      (await send({ url: `${path}/${list}`, headers })).json<Row[]>().map((row) => row.meta.year);
    expect(await years("bookmarks")).toEqual([null, null]);
    expect(await years("progress")).toEqual([null, null]);
  });
});
