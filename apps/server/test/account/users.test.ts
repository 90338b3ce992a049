import { sql } from "drizzle-orm";
import { selectRows } from "../../src/db/database";
import { describe, expect, it } from "vitest";
import { bearer, createAccountApp, profile } from "./harness";
import { sharedTestDatabase } from "../helper";

const message = (text: string) => ({ errorType: "message", message: text });

const progressBody = {
  tmdbId: "653",
  meta: { title: "Nosferatu", year: 1922, type: "movie" },
  duration: 5640,
  watched: 120,
};
const bookmarkBody = { tmdbId: "653", meta: { title: "Nosferatu", year: 1922, type: "movie" } };

/** Every `/users/:uid` route with a valid body, to prove the policy covers the whole subtree. */
function ownedRoutes(uid: string) {
  return [
    ["GET", `/users/${uid}`, undefined, "Cannot access users other than yourself"],
    ["PATCH", `/users/${uid}`, { profile }, "Cannot modify user other than yourself"],
    ["DELETE", `/users/${uid}`, undefined, "Cannot delete user other than yourself"],
    ["GET", `/users/${uid}/sessions`, undefined, "Cannot modify user other than yourself"],
    ["GET", `/users/${uid}/bookmarks`, undefined, "Cannot access other user information"],
    ["PUT", `/users/${uid}/bookmarks`, [bookmarkBody], "Cannot modify user other than yourself"],
    ["POST", `/users/${uid}/bookmarks/653`, bookmarkBody, "Cannot modify user other than yourself"],
    ["DELETE", `/users/${uid}/bookmarks/653`, undefined, "Cannot modify user other than yourself"],
    ["GET", `/users/${uid}/progress`, undefined, "Cannot modify user other than yourself"],
    [
      "PUT",
      `/users/${uid}/progress/import`,
      [progressBody],
      "Cannot modify user other than yourself",
    ],
    ["PUT", `/users/${uid}/progress/653`, progressBody, "Cannot modify user other than yourself"],
    ["DELETE", `/users/${uid}/progress/653`, {}, "Cannot modify user other than yourself"],
    ["GET", `/users/${uid}/settings`, undefined, "Cannot get other user information"],
    [
      "PUT",
      `/users/${uid}/settings`,
      { applicationTheme: "x" },
      "Cannot modify user other than yourself",
    ],
  ] as const;
}

describe("a second user", () => {
  it("gets 403 on every /users/:uid route of the first, and changes nothing", async () => {
    const { register, send } = await createAccountApp();
    const owner = await register();
    const other = await register();
    await send({
      method: "PUT",
      url: `/users/${owner.user.id}/progress/653`,
      headers: bearer(owner.token),
      payload: progressBody,
    });
    for (const [method, url, payload, denial] of ownedRoutes(owner.user.id)) {
      const response = await send({ method, url, payload, headers: bearer(other.token) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(message(denial));
    }
    const progress = await send({
      url: `/users/${owner.user.id}/progress`,
      headers: bearer(owner.token),
    });
    expect(progress.json()).toHaveLength(1);
    expect((await send({ url: "/users/@me", headers: bearer(owner.token) })).statusCode).toBe(200);
  });

  it("gets 401 on every /users/:uid route without a token", async () => {
    const { register, send } = await createAccountApp();
    const owner = await register();
    for (const [method, url, payload] of ownedRoutes(owner.user.id)) {
      expect((await send({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("can neither rename nor delete the first user's sessions", async () => {
    const { register, send } = await createAccountApp();
    const owner = await register();
    const other = await register();
    const rename = await send({
      method: "PATCH",
      url: `/sessions/${owner.session.id}`,
      headers: bearer(other.token),
      payload: { deviceName: "mine now" },
    });
    expect(rename.statusCode).toBe(401);
    expect(rename.json()).toEqual(message("Cannot edit sessions other than your own"));
    const remove = await send({
      method: "DELETE",
      url: `/sessions/${owner.session.id}`,
      headers: bearer(other.token),
    });
    expect(remove.statusCode).toBe(401);
    expect(remove.json()).toEqual(message("Cannot delete sessions you do not own"));
    const me = await send({ url: "/users/@me", headers: bearer(owner.token) });
    expect(me.json().session.device).toBe("device-a");
  });
});

describe("users and sessions", () => {
  it("reads and edits the profile (PATCH answers the user unwrapped)", async () => {
    const { register, send } = await createAccountApp();
    const { user, token } = await register();
    expect((await send({ url: `/users/${user.id}`, headers: bearer(token) })).json()).toEqual({
      user,
    });
    const newProfile = { colorA: "#2ECFA8", colorB: "#7652DD", icon: "ticket" };
    const patched = await send({
      method: "PATCH",
      url: `/users/${user.id}`,
      headers: bearer(token),
      payload: { profile: newProfile, name: "ignored" },
    });
    expect(patched.json()).toEqual({ ...user, profile: newProfile });
    const me = await send({ url: "/users/@me", headers: bearer(token) });
    expect(me.json().user.profile).toEqual(newProfile);
  });

  it("refuses a profile field over 100 characters and names it, keeping the stored profile", async () => {
    const { register, send, challenge } = await createAccountApp();
    const { user, token, keys } = await register();
    const patched = await send({
      method: "PATCH",
      url: `/users/${user.id}`,
      headers: bearer(token),
      payload: { profile: { ...profile, icon: "x".repeat(101) } },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().errors[0].path).toEqual(["profile", "icon"]);
    const code = await challenge("register", {});
    const registered = await send({
      method: "POST",
      url: "/auth/register/complete",
      payload: {
        publicKey: keys.publicKey,
        challenge: { code, signature: keys.sign(code) },
        namespace: "movie-web",
        device: "d",
        profile: { ...profile, colorA: "#".repeat(500_000) },
      },
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json().errors[0].path).toEqual(["profile", "colorA"]);
    const me = await send({ url: "/users/@me", headers: bearer(token) });
    expect(me.json().user.profile).toEqual(profile);
  });

  it("lists the user's devices, renames one and removes another", async () => {
    const { register, login, send } = await createAccountApp();
    const first = await register();
    const second = await login(first.keys, "phone");
    const list = await send({
      url: `/users/${first.user.id}/sessions`,
      headers: bearer(first.token),
    });
    expect(
      list
        .json<Array<{ device: string }>>()
        .map((session) => session.device)
        .sort(),
    ).toEqual(["device-a", "phone"]);
    const renamed = await send({
      method: "PATCH",
      url: `/sessions/${second.session.id}`,
      headers: bearer(first.token),
      payload: { deviceName: "iv.cipher.tag" },
    });
    expect(renamed.json()).toEqual({ ...second.session, device: "iv.cipher.tag" });
    await send({
      method: "DELETE",
      url: `/sessions/${second.session.id}`,
      headers: bearer(first.token),
    });
    expect((await send({ url: "/users/@me", headers: bearer(second.token) })).statusCode).toBe(401);
  });

  it("answers 404 for a session that is not there or not a UUID, and deletes idempotently", async () => {
    const { register, send } = await createAccountApp();
    const { token } = await register();
    for (const sid of [crypto.randomUUID(), "not-a-uuid"]) {
      const patch = await send({
        method: "PATCH",
        url: `/sessions/${sid}`,
        headers: bearer(token),
        payload: {},
      });
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toEqual(message("Session cannot be found"));
      const remove = await send({
        method: "DELETE",
        url: `/sessions/${sid}`,
        headers: bearer(token),
      });
      expect(remove.statusCode).toBe(200);
      expect(remove.json()).toEqual({ id: sid });
    }
  });

  it("hides expired sessions from the device list", async () => {
    const { register, login, send, clock } = await createAccountApp();
    const first = await register();
    clock.advance(15 * 24 * 3600_000);
    const second = await login(first.keys, "new");
    clock.advance(10 * 24 * 3600_000);
    const list = await send({
      url: `/users/${first.user.id}/sessions`,
      headers: bearer(second.token),
    });
    expect(list.json<Array<{ id: string }>>().map((session) => session.id)).toEqual([
      second.session.id,
    ]);
  });
});

describe("deleting an account", () => {
  it("removes every row of the user and nothing of anyone else", async () => {
    const database = await sharedTestDatabase();
    const { register, login, send } = await createAccountApp();
    const doomed = await register();
    const kept = await register();
    await login(doomed.keys);
    for (const { user, token } of [doomed, kept]) {
      const headers = bearer(token);
      await send({
        method: "PUT",
        url: `/users/${user.id}/progress/653`,
        headers,
        payload: progressBody,
      });
      await send({
        method: "PUT",
        url: `/users/${user.id}/bookmarks`,
        headers,
        payload: [bookmarkBody],
      });
      await send({
        method: "PUT",
        url: `/users/${user.id}/settings`,
        headers,
        payload: { applicationTheme: "t" },
      });
    }
    const response = await send({
      method: "DELETE",
      url: `/users/${doomed.user.id}`,
      headers: bearer(doomed.token),
    });
    expect(response.json()).toEqual({ id: doomed.user.id });
    const count = async (table: string, column: string, id: string) => {
      const query = sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = '${id}'`);
      const [row] = await selectRows<{ n: number }>(database.db, query);
      return row?.n;
    };
    const tables = [
      ["users", "id"],
      ["sessions", "user_id"],
      ["bookmarks", "user_id"],
      ["progress_items", "user_id"],
      ["user_settings", "id"],
    ] as const;
    for (const [table, column] of tables) {
      expect(await count(table, column, doomed.user.id), table).toBe(0);
      expect(await count(table, column, kept.user.id), table).toBeGreaterThan(0);
    }
    expect((await send({ url: "/users/@me", headers: bearer(doomed.token) })).statusCode).toBe(401);
  });
});
