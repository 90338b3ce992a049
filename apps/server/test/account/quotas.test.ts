import { SYNC_LIMITS } from "@matinee/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "../../src/db/database";
import { sharedTestDatabase } from "../helper";
import { bearer, createAccountApp } from "./harness";

const meta = { title: "t", year: 2000, type: "movie" as const };
const bookmarks = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => ({ tmdbId: String(from + i), meta }));
const progress = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => ({
    tmdbId: String(from + i),
    meta,
    duration: 100,
    watched: 10,
  }));

async function signedIn() {
  const app = await createAccountApp();
  const account = await app.register();
  const path = `/users/${account.user.id}`;
  return { ...app, userId: account.user.id, headers: bearer(account.token), path };
}

/** Fills a user's rows straight in the database: quotas are about what is already stored. */
async function storeRows(kind: "bookmarks" | "progress", userId: string, rows: number) {
  const { db } = await sharedTestDatabase();
  const json = JSON.stringify(meta);
  await db.execute(
    kind === "bookmarks"
      ? sql`INSERT INTO bookmarks (user_id, tmdb_id, meta, updated_at)
            SELECT ${userId}, 'stored-' || n, ${json}::jsonb, now() FROM generate_series(1, ${rows}) n`
      : sql`INSERT INTO progress_items (id, user_id, tmdb_id, meta, duration, watched, updated_at)
            SELECT gen_random_uuid(), ${userId}, 'stored-' || n, ${json}::jsonb, 1, 1, now()
            FROM generate_series(1, ${rows}) n`,
  );
}

describe("per-request limits", () => {
  it("refuse a bookmark or progress batch one item over the limit with a 400 naming it", async () => {
    const { send, headers, path } = await signedIn();
    const cases = [
      { url: `${path}/bookmarks`, payload: bookmarks(SYNC_LIMITS.bookmarksPerRequest + 1) },
      { url: `${path}/progress/import`, payload: progress(SYNC_LIMITS.progressPerRequest + 1) },
      // Under the 1 MiB body limit, yet past PostgreSQL's parameter limit: it was a 500.
      {
        url: `${path}/bookmarks`,
        payload: bookmarks(16_384).map((item) => ({
          ...item,
          meta: { title: "", year: 1, type: "" },
        })),
      },
    ];
    for (const { url, payload } of cases) {
      const response = await send({ method: "PUT", url, headers, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        errorType: "validation",
        errors: [{ code: "too_big", maximum: expect.any(Number), message: /^at most \d+ / }],
      });
    }
    expect((await send({ url: `${path}/bookmarks`, headers })).json()).toEqual([]);
  });

  it("write the largest allowed batches in full", async () => {
    const { send, headers, path } = await signedIn();
    const put = await send({
      method: "PUT",
      url: `${path}/bookmarks`,
      headers,
      payload: bookmarks(SYNC_LIMITS.bookmarksPerRequest),
    });
    expect(put.statusCode, put.body.slice(0, 200)).toBe(200);
    expect(put.json()).toHaveLength(SYNC_LIMITS.bookmarksPerRequest);
    const imported = await send({
      method: "PUT",
      url: `${path}/progress/import`,
      headers,
      payload: progress(SYNC_LIMITS.progressPerRequest),
    });
    expect(imported.statusCode, imported.body.slice(0, 200)).toBe(200);
    expect(imported.json()).toHaveLength(SYNC_LIMITS.progressPerRequest);
    const listed = (await send({ url: `${path}/progress`, headers })).json();
    expect(listed).toHaveLength(SYNC_LIMITS.progressPerRequest);
  }, 60_000);
});

describe("per-account quotas", () => {
  const quota = { errorType: "message", message: expect.stringMatching(/at most \d+ /) };

  it("let bookmarks fill the quota, then refuse new ones with a 413 and store nothing", async () => {
    const { send, headers, path, userId } = await signedIn();
    await storeRows("bookmarks", userId, SYNC_LIMITS.bookmarksPerUser - 2);
    const over = await send({
      method: "PUT",
      url: `${path}/bookmarks`,
      headers,
      payload: bookmarks(3),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(quota);
    expect(over.json().message).toContain(String(SYNC_LIMITS.bookmarksPerUser));
    const count = async () =>
      (await send({ url: `${path}/bookmarks`, headers })).json<unknown[]>().length;
    expect(await count()).toBe(SYNC_LIMITS.bookmarksPerUser - 2);

    const full = await send({
      method: "PUT",
      url: `${path}/bookmarks`,
      headers,
      payload: bookmarks(2),
    });
    expect(full.statusCode).toBe(200);
    // Replacing what is there is always allowed; one more title is not.
    const again = await send({
      method: "PUT",
      url: `${path}/bookmarks`,
      headers,
      payload: bookmarks(2),
    });
    expect(again.statusCode).toBe(200);
    const one = await send({
      method: "POST",
      url: `${path}/bookmarks/999`,
      headers,
      payload: { tmdbId: "999", meta },
    });
    expect(one.statusCode).toBe(413);
    expect(await count()).toBe(SYNC_LIMITS.bookmarksPerUser);
  });

  it("let progress fill the quota, then refuse a new row from an import or a save with a 413", async () => {
    const { send, headers, path, userId } = await signedIn();
    await storeRows("progress", userId, SYNC_LIMITS.progressPerUser - 1);
    const over = await send({
      method: "PUT",
      url: `${path}/progress/import`,
      headers,
      payload: progress(2),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(quota);
    const save = (tmdbId: string) =>
      send({
        method: "PUT",
        url: `${path}/progress/${tmdbId}`,
        headers,
        payload: { tmdbId, meta, duration: 100, watched: 20 },
      });
    expect((await save("1")).statusCode).toBe(200);
    // The player saving the same title again is an update, not a new row.
    expect((await save("1")).statusCode).toBe(200);
    const refused = await save("2");
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual(quota);
    const { db } = await sharedTestDatabase();
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM progress_items WHERE user_id = ${userId}`,
    );
    expect(row?.n).toBe(SYNC_LIMITS.progressPerUser);
  });
});
