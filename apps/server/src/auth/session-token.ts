import { createHmac, timingSafeEqual } from "node:crypto";

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

/**
 * Session tokens are HS256 JWTs `{ sid, iat }` without `exp` (movie-web's format): the session
 * row decides validity, so logging out or removing a device revokes the token at once.
 */
export function signSessionToken(sessionId: string, secret: string, nowMs: number): string {
  const payload = Buffer.from(
    JSON.stringify({ sid: sessionId, iat: Math.floor(nowMs / 1000) }),
  ).toString("base64url");
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

/** The session id of a token signed with `secret`, or null for anything else (only HS256). */
export function readSessionToken(token: string, secret: string): string | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: unknown };
    if (head.alg !== "HS256") return null;
    const body = JSON.parse(Buffer.from(payload, "base64url").toString()) as { sid?: unknown };
    return typeof body.sid === "string" ? body.sid : null;
  } catch {
    return null;
  }
}

function sign(data: string, secret: string): string {
  return createHmac("sha256", secret).update(data).digest("base64url");
}
