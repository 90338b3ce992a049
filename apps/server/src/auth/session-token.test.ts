import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readSessionToken, signSessionToken } from "./session-token";

const secret = "a".repeat(32);
const sid = "6f1c1f9e-8f39-4d2b-9a57-1d1c7a0b9b11";

describe("session tokens", () => {
  it("carry the session id and the issue time in seconds", async () => {
    const token = await signSessionToken(sid, secret, 1_700_000_000_999);
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    expect(payload).toEqual({ sid, iat: 1_700_000_000 });
    expect(await readSessionToken(token, secret)).toBe(sid);
  });

  it("are byte for byte the HS256 JWTs movie-web's backend mints", async () => {
    const part = (json: object) => Buffer.from(JSON.stringify(json)).toString("base64url");
    const signed = `${part({ alg: "HS256", typ: "JWT" })}.${part({ sid, iat: 1_700_000_000 })}`;
    const signature = createHmac("sha256", secret).update(signed).digest("base64url");
    const theirs = `${signed}.${signature}`;
    expect(await signSessionToken(sid, secret, 1_700_000_000_000)).toBe(theirs);
    expect(await readSessionToken(theirs, secret)).toBe(sid);
  });

  it("are refused when signed with another secret", async () => {
    const token = await signSessionToken(sid, "b".repeat(32), 0);
    expect(await readSessionToken(token, secret)).toBeNull();
  });

  it("are refused when the payload was changed", async () => {
    const [header, , signature] = (await signSessionToken(sid, secret, 0)).split(".");
    const forged = Buffer.from(JSON.stringify({ sid: "other", iat: 0 })).toString("base64url");
    expect(await readSessionToken(`${header}.${forged}.${signature}`, secret)).toBeNull();
  });

  it("refuse an unsigned token that names another algorithm", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url");
    const payload = Buffer.from(JSON.stringify({ sid })).toString("base64url");
    expect(await readSessionToken(`${header}.${payload}.`, secret)).toBeNull();
  });

  it.each(["", "abc", "a.b", "a.b.c.d"])("refuse the malformed token %j", async (token) => {
    expect(await readSessionToken(token, secret)).toBeNull();
  });
});
