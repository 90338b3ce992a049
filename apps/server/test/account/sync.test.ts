import type { BookmarkDto, ProgressItemDto } from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import { bearer, createAccountApp } from "./harness";

const movieMeta = { title: "Nosferatu", year: 1922, type: "movie" as const };
const showMeta = { title: "Night Gallery", year: 1970, type: "show" as const };

async function signedIn() {
  const app = await createAccountApp();
  const account = await app.register();
  const headers = bearer(account.token);
  const path = `/users/${account.user.id}`;
  return { ...app, account, headers, path };
}

describe("bookmarks", () => {
  it("adds one, refuses it twice, lists and removes it", async () => {
    const { send, headers, path } = await signedIn();
    const body = { tmdbId: "ignored", meta: { ...movieMeta, poster: "/p.jpg" } };
    const added = await send({
      method: "POST",
      url: `${path}/bookmarks/653`,
      headers,
      payload: body,
    });
    expect(added.json()).toEqual({
      tmdbId: "653",
      meta: body.meta,
      updatedAt: "2026-11-21T12:00:00.000Z",
    });
    const twice = await send({
      method: "POST",
      url: `${path}/bookmarks/653`,
      headers,
      payload: body,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ errorType: "message", message: "Already bookmarked" });
    expect((await send({ url: `${path}/bookmarks`, headers })).json()).toEqual([added.json()]);
    const removed = await send({ method: "DELETE", url: `${path}/bookmarks/653`, headers });
    expect(removed.json()).toEqual({ tmdbId: "653" });
    const again = await send({ method: "DELETE", url: `${path}/bookmarks/653`, headers });
    expect(again.statusCode).toBe(200);
    expect((await send({ url: `${path}/bookmarks`, headers })).json()).toEqual([]);
  });

  it("imports a batch that replaces the meta of titles already there", async () => {
    const { send, headers, path, clock } = await signedIn();
    await send({
      method: "POST",
      url: `${path}/bookmarks/1`,
      headers,
      payload: { tmdbId: "1", meta: movieMeta },
    });
    clock.advance(5000);
    const batch = [
      { tmdbId: "1", meta: { ...movieMeta, title: "Renamed" } },
      { tmdbId: "2", meta: showMeta },
    ];
    const response = await send({
      method: "PUT",
      url: `${path}/bookmarks`,
      headers,
      payload: batch,
    });
    expect(response.json()).toHaveLength(2);
    const list = (await send({ url: `${path}/bookmarks`, headers })).json<BookmarkDto[]>();
    expect(list.find((item) => item.tmdbId === "1")).toEqual({
      tmdbId: "1",
      meta: { ...movieMeta, title: "Renamed" },
      updatedAt: "2026-11-21T12:00:05.000Z",
    });
    expect(
      (await send({ method: "PUT", url: `${path}/bookmarks`, headers, payload: [] })).json(),
    ).toEqual([]);
  });

  it("refuses a whole batch for one item with a malformed year", async () => {
    const { send, headers, path } = await signedIn();
    const batch = [
      { tmdbId: "1", meta: movieMeta },
      { tmdbId: "2", meta: { ...movieMeta, year: "1922" } },
    ];
    const response = await send({
      method: "PUT",
      url: `${path}/bookmarks`,
      headers,
      payload: batch,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorType: "validation",
      errors: [{ path: [1, "meta", "year"] }],
    });
    expect((await send({ url: `${path}/bookmarks`, headers })).json()).toEqual([]);
  });
});

describe("progress", () => {
  it("keeps one row per movie however often it is saved, with numbers as text on GET", async () => {
    const { send, headers, path, clock } = await signedIn();
    const save = (watched: number) =>
      send({
        method: "PUT",
        url: `${path}/progress/653`,
        headers,
        payload: { tmdbId: "653", meta: movieMeta, duration: 5640.4, watched },
      });
    const first = (await save(100.6)).json();
    expect(first).toMatchObject({
      tmdbId: "653",
      duration: 5640,
      watched: 101,
      season: { id: null, number: null },
      episode: { id: null, number: null },
    });
    clock.advance(3000);
    const second = (await save(200)).json();
    expect(second.id).toBe(first.id);
    const list = (await send({ url: `${path}/progress`, headers })).json();
    expect(list).toEqual([
      { ...second, duration: "5640", watched: "200", updatedAt: "2026-11-21T12:00:03.000Z" },
    ]);
  });

  it("keeps episodes apart and never changes their numbers after the first save", async () => {
    const { send, headers, path } = await signedIn();
    const episode = (episodeId: string, episodeNumber: number, watched: number) =>
      send({
        method: "PUT",
        url: `${path}/progress/100`,
        headers,
        payload: {
          tmdbId: "100",
          meta: showMeta,
          duration: 1500,
          watched,
          seasonId: "s1",
          seasonNumber: 1,
          episodeId,
          episodeNumber,
        },
      });
    await episode("e1", 1, 10);
    await episode("e2", 2, 20);
    const updated = (await episode("e1", 9, 30)).json();
    expect(updated).toMatchObject({
      season: { id: "s1", number: 1 },
      episode: { id: "e1", number: 1 },
      watched: 30,
    });
    expect((await send({ url: `${path}/progress`, headers })).json()).toHaveLength(2);
  });

  it("lists what was saved exactly, even ids that need escaping in JSON", async () => {
    const { send, headers, path } = await signedIn();
    const odd = 'a"b\\c\u00e9\u2028';
    const saved = (
      await send({
        method: "PUT",
        url: `${path}/progress/100`,
        headers,
        payload: {
          tmdbId: "100",
          meta: { ...showMeta, title: odd },
          duration: 1500,
          watched: 42,
          seasonId: odd,
          seasonNumber: 3,
          episodeId: `${odd}-e`,
          episodeNumber: 12,
        },
      })
    ).json();
    const list = (await send({ url: `${path}/progress`, headers })).json();
    expect(list).toEqual([{ ...saved, duration: "1500", watched: "42" }]);
  });

  it("deletes one episode, a season's worth, or the whole show", async () => {
    const { send, headers, path } = await signedIn();
    for (const [seasonId, episodeId] of [
      ["s1", "e1"],
      ["s1", "e2"],
      ["s2", "e3"],
      ["s2", "e4"],
    ]) {
      await send({
        method: "PUT",
        url: `${path}/progress/100`,
        headers,
        payload: { tmdbId: "100", meta: showMeta, duration: 1, watched: 1, seasonId, episodeId },
      });
    }
    const remove = (payload?: object) =>
      send({
        method: "DELETE",
        url: `${path}/progress/100`,
        headers,
        ...(payload ? { payload } : {}),
      });
    expect((await remove({ seasonId: "s1", episodeId: "e1" })).json()).toEqual({
      count: 1,
      tmdbId: "100",
      seasonId: "s1",
      episodeId: "e1",
    });
    expect((await remove({ seasonId: "s2", episodeId: "" })).json()).toEqual({
      count: 2,
      tmdbId: "100",
      seasonId: "s2",
    });
    expect((await remove({})).json()).toEqual({ count: 1, tmdbId: "100" });
    expect((await remove()).json()).toEqual({ count: 0, tmdbId: "100" });
  });

  it("refuses progress with a malformed year with a validation error", async () => {
    const { send, headers, path } = await signedIn();
    const response = await send({
      method: "PUT",
      url: `${path}/progress/653`,
      headers,
      payload: { tmdbId: "653", meta: { ...movieMeta, year: -5 }, duration: 1, watched: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorType).toBe("validation");
  });
});

describe("progress import", () => {
  it("merges: watched only moves forward, duplicates collapse, times are clamped", async () => {
    const { send, headers, path } = await signedIn();
    await send({
      method: "PUT",
      url: `${path}/progress/1`,
      headers,
      payload: { tmdbId: "1", meta: movieMeta, duration: 1000, watched: 500 },
    });
    await send({
      method: "PUT",
      url: `${path}/progress/2`,
      headers,
      payload: { tmdbId: "2", meta: movieMeta, duration: 1000, watched: 100 },
    });
    const batch = [
      {
        tmdbId: "1",
        meta: { ...movieMeta, title: "X" },
        duration: 9,
        watched: 50,
        updatedAt: "2024-01-01T00:00:00Z",
      },
      {
        tmdbId: "2",
        meta: movieMeta,
        duration: 9,
        watched: 700,
        updatedAt: "2024-01-01T00:00:00+01:00",
      },
      {
        tmdbId: "3",
        meta: movieMeta,
        duration: 900,
        watched: 10,
        updatedAt: "2099-01-01T00:00:00Z",
      },
      {
        tmdbId: "3",
        meta: movieMeta,
        duration: 900,
        watched: 20,
        updatedAt: "2100-01-01T00:00:00Z",
      },
      {
        tmdbId: "4",
        meta: showMeta,
        duration: 60,
        watched: 5,
        seasonId: "s",
        episodeId: "e",
        updatedAt: "2001-01-01T00:00:00Z",
      },
    ];
    const response = await send({
      method: "PUT",
      url: `${path}/progress/import`,
      headers,
      payload: batch,
    });
    expect(response.statusCode, response.body).toBe(200);
    const byId = Object.fromEntries(
      response.json<ProgressItemDto[]>().map((item) => [item.tmdbId, item]),
    );
    expect(byId["1"]).toMatchObject({ watched: "500", duration: "1000", meta: movieMeta });
    expect(byId["2"]).toMatchObject({
      watched: "700",
      duration: "1000",
      updatedAt: "2023-12-31T23:00:00.000Z",
    });
    expect(byId["3"]).toMatchObject({
      watched: 20,
      duration: 900,
      updatedAt: "2026-11-21T12:00:00.000Z",
    });
    expect(byId["4"]).toMatchObject({
      updatedAt: "2021-07-13T00:00:00.000Z",
      episode: { id: "e", number: null },
    });
    const list = (await send({ url: `${path}/progress`, headers })).json();
    expect(list).toHaveLength(4);
  });
});

describe("a large progress import", () => {
  it("inserts, then moves forward, more rows than one statement holds", async () => {
    const { send, headers, path } = await signedIn();
    const batch = (watched: number) =>
      Array.from({ length: 1200 }, (_, i) => ({
        tmdbId: String(1000 + i),
        meta: movieMeta,
        duration: 6000,
        watched,
        updatedAt: "2024-05-01T00:00:00Z",
      }));
    const url = `${path}/progress/import`;
    const first = await send({ method: "PUT", url, headers, payload: batch(10) });
    expect(first.json()).toHaveLength(1200);
    const second = await send({ method: "PUT", url, headers, payload: batch(20) });
    const rows = second.json<ProgressItemDto[]>();
    expect(rows).toHaveLength(1200);
    expect(new Set(rows.map((row) => row.watched))).toEqual(new Set(["20"]));
    const list = (await send({ url: `${path}/progress`, headers })).json<ProgressItemDto[]>();
    expect(list.filter((row) => row.watched === "20")).toHaveLength(1200);
  });
});

describe("settings", () => {
  it("answers just the id before the first save", async () => {
    const { send, headers, path, account } = await signedIn();
    expect((await send({ url: `${path}/settings`, headers })).json()).toEqual({
      id: account.user.id,
    });
  });

  it("leaves absent keys, clears null ones and keeps an empty proxy list apart from null", async () => {
    const { send, headers, path, account } = await signedIn();
    const put = async (payload: object) =>
      (await send({ method: "PUT", url: `${path}/settings`, headers, payload })).json<unknown>();
    expect(await put({ applicationLanguage: "de", proxyUrls: [] })).toEqual({
      id: account.user.id,
      applicationLanguage: "de",
      applicationTheme: null,
      defaultSubtitleLanguage: null,
      proxyUrls: [],
    });
    expect(
      await put({ defaultSubtitleLanguage: "fr", proxyUrls: ["|type=api|https://x"] }),
    ).toMatchObject({
      applicationLanguage: "de",
      defaultSubtitleLanguage: "fr",
      proxyUrls: ["|type=api|https://x"],
    });
    expect(await put({ applicationLanguage: null, proxyUrls: null })).toMatchObject({
      applicationLanguage: null,
      defaultSubtitleLanguage: "fr",
      proxyUrls: null,
    });
    expect((await send({ url: `${path}/settings`, headers })).json()).toMatchObject({
      defaultSubtitleLanguage: "fr",
    });
    expect(await put({})).toMatchObject({ defaultSubtitleLanguage: "fr" });
  });
});
