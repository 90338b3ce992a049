import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readSessionToken, signSessionToken } from "./session-token";

const secret = "a".repeat(32);
const sid = "6f1c1f9e-8f39-4d2b-9a57-1d1c7a0b9b11";

describe("session tokens", () => {
  it("carry the session id and the issue time in seconds", () => {
    const token = signSessionToken(sid, secret, 1_700_000_000_999);
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    expect(payload).toEqual({ sid, iat: 1_700_000_000 });
    expect(readSessionToken(token, secret)).toBe(sid);
  });

  it("are standard HS256 JWTs another implementation can check", () => {
    const [header, payload, signature] = signSessionToken(sid, secret, 0).split(".");
    const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
    expect(Buffer.from(signature ?? "", "base64url")).toEqual(expected);
  });

  it("are refused when signed with another secret", () => {
    expect(readSessionToken(signSessionToken(sid, "b".repeat(32), 0), secret)).toBeNull();
  });

  it("are refused when the payload was changed", () => {
    const [header, , signature] = signSessionToken(sid, secret, 0).split(".");
    const forged = Buffer.from(JSON.stringify({ sid: "other", iat: 0 })).toString("base64url");
    expect(readSessionToken(`${header}.${forged}.${signature}`, secret)).toBeNull();
  });

  it("refuse an unsigned token that names another algorithm", () => {
    const header = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url");
    const payload = Buffer.from(JSON.stringify({ sid })).toString("base64url");
    expect(readSessionToken(`${header}.${payload}.`, secret)).toBeNull();
  });

  it.each(["", "abc", "a.b", "a.b.c.d"])("refuse the malformed token %j", (token) => {
    expect(readSessionToken(token, secret)).toBeNull();
  });
});
