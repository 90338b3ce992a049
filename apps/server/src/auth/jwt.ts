import { createSecretKey, type KeyObject } from "node:crypto";
import { jwtVerify, SignJWT, type JWTPayload } from "jose";

/**
 * The server's one JSON Web Token implementation, on `jose`: HS256 only, header
 * `{"alg":"HS256","typ":"JWT"}`, claims in the order given. Session tokens (`{ sid, iat }`,
 * PROTOCOLS.md §1.6) and scrape tokens (`{ ip, exp }`, §4.4 and §6.4) both use it, so both stay
 * byte-compatible with what movie-web's backend and proxy mint.
 */

const keys = new Map<string, KeyObject>();

/** The secret as a key object, made once per secret (a signature check runs per request). */
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, "utf8"));
    keys.set(secret, key);
  }
  return key;
}

export async function signJwt(claims: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(keyOf(secret));
}

/**
 * The claims of a token signed with `secret` by HS256, or null for anything else: another
 * algorithm, a bad signature, malformed text, or an `exp` that is not after `nowMs`.
 */
export async function verifyJwt(
  token: string,
  secret: string,
  nowMs: number = Date.now(),
): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      currentDate: new Date(nowMs),
    });
    return payload;
  } catch {
    return null;
  }
}
