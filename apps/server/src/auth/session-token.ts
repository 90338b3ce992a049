import { signJwt, verifyJwt } from "./jwt";

/**
 * Session tokens are HS256 JWTs `{ sid, iat }` without `exp` (movie-web's format): the session
 * row decides validity, so logging out or removing a device revokes the token at once.
 */
export function signSessionToken(
  sessionId: string,
  secret: string,
  nowMs: number,
): Promise<string> {
  return signJwt({ sid: sessionId, iat: Math.floor(nowMs / 1000) }, secret);
}

/** The session id of a token signed with `secret`, or null for anything else (only HS256). */
export async function readSessionToken(token: string, secret: string): Promise<string | null> {
  const claims = await verifyJwt(token, secret);
  return typeof claims?.sid === "string" ? claims.sid : null;
}
