import { jwtVerify, SignJWT } from "jose";

/** Cloudflare's Turnstile verification endpoint (PROTOCOLS.md §4.4). */
export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Optional Turnstile + JWT protection; the proxy is open when these are not given. */
export interface ProtectionOptions {
  turnstileSecret: string;
  /** Signs the 10-minute `{ ip, exp }` tokens; the scraper API's JWT_SECRET, so one token serves both. */
  jwtSecret: string;
  /** Where Turnstile tokens are verified; tests point it at a local fake. */
  verifyUrl?: string;
  /** The fetch used for verification; default the global one. */
  fetch?: typeof fetch;
}

export type TokenCheck = { ok: true; newToken?: string } | { ok: false };

const TOKEN_LIFETIME = "10m";

async function turnstileAccepts(token: string, ip: string, options: ProtectionOptions) {
  try {
    const response = await (options.fetch ?? fetch)(options.verifyUrl ?? TURNSTILE_VERIFY_URL, {
      method: "POST",
      body: new URLSearchParams({ secret: options.turnstileSecret, response: token, remoteip: ip }),
    });
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  } catch {
    return false;
  }
}

/**
 * Checks an `X-Token` header: `jwt|<JWT>` (HS256, unexpired, `ip` claim equal to the client's
 * address) or `turnstile|<token>` that Turnstile accepts — then a fresh JWT is minted for the
 * client to send next time.
 */
export async function checkToken(
  header: string | null,
  ip: string,
  options: ProtectionOptions,
): Promise<TokenCheck> {
  const separator = (header ?? "").indexOf("|");
  if (separator < 0 || header === null) return { ok: false };
  const kind = header.slice(0, separator);
  const value = header.slice(separator + 1);
  const key = new TextEncoder().encode(options.jwtSecret);
  if (kind === "jwt" && value) {
    try {
      const { payload } = await jwtVerify(value, key, {
        algorithms: ["HS256"],
        requiredClaims: ["exp"],
      });
      return payload.ip === ip ? { ok: true } : { ok: false };
    } catch {
      return { ok: false };
    }
  }
  if (kind !== "turnstile" || !value || !(await turnstileAccepts(value, ip, options))) {
    return { ok: false };
  }
  const newToken = await new SignJWT({ ip })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(key);
  return { ok: true, newToken };
}
