import { signJwt, verifyJwt } from "../auth/jwt";

/** How long a minted token lives (the reference's 10 minutes). */
const JWT_LIFETIME_SECONDS = 10 * 60;
const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** An HS256 JWT `{ip, exp}`, the payload the proxy and the reference scraper API share. */
export function mintToken(
  ip: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return signJwt({ ip, exp: nowSeconds + JWT_LIFETIME_SECONDS }, secret);
}

async function isValidJwt(token: string, ip: string, secret: string, nowSeconds: number) {
  const claims = await verifyJwt(token, secret, nowSeconds * 1000);
  // Without `exp` a token would never expire: the reference refuses it, so do we.
  return claims !== null && claims.ip === ip && typeof claims.exp === "number";
}

export interface TokenSettings {
  turnstileSecret: string;
  jwtSecret: string;
  /** Default: the global fetch (tests pass a fake Cloudflare). */
  fetch?: typeof fetch;
  now?: () => number;
}

export type TokenCheck =
  | {
      ok: true;
      /** A fresh JWT for the `token` event (after a Turnstile token). */ newToken?: string;
    }
  | { ok: false; errorCodes: string[] };

/**
 * Checks a scrape request's `token` (PROTOCOLS.md §6.4): `jwt|<JWT>` signed with JWT_SECRET for
 * this IP and unexpired, or `turnstile|<token>` that Cloudflare accepts (then a JWT is minted).
 */
export async function checkScrapeToken(
  token: string | undefined,
  ip: string,
  settings: TokenSettings,
): Promise<TokenCheck> {
  const now = Math.floor((settings.now ?? Date.now)() / 1000);
  const [kind, ...rest] = (token ?? "").split("|");
  const value = rest.join("|");
  if (kind === "jwt" && value) {
    return (await isValidJwt(value, ip, settings.jwtSecret, now))
      ? { ok: true }
      : { ok: false, errorCodes: ["invalid-jwt"] };
  }
  if (kind !== "turnstile" || !value) return { ok: false, errorCodes: ["missing-input-response"] };
  try {
    const response = await (settings.fetch ?? fetch)(TURNSTILE_VERIFY_URL, {
      method: "POST",
      body: new URLSearchParams({
        secret: settings.turnstileSecret,
        response: value,
        remoteip: ip,
      }),
    });
    const result = (await response.json()) as { success?: boolean; "error-codes"?: string[] };
    if (result.success !== true) return { ok: false, errorCodes: result["error-codes"] ?? [] };
  } catch {
    return { ok: false, errorCodes: ["internal-error"] };
  }
  return { ok: true, newToken: await mintToken(ip, settings.jwtSecret, now) };
}
