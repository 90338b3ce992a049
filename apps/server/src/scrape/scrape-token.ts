import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a minted token lives (the reference's 10 minutes). */
const JWT_LIFETIME_SECONDS = 10 * 60;
const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

const base64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

function sign(input: string, secret: string): string {
  return createHmac("sha256", secret).update(input).digest("base64url");
}

/** An HS256 JWT `{ip, exp}`, the payload the proxy and the reference scraper API share. */
export function mintToken(ip: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)) {
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64url(JSON.stringify({ ip, exp: nowSeconds + JWT_LIFETIME_SECONDS }));
  return `${header}.${payload}.${sign(`${header}.${payload}`, secret)}`;
}

function isValidJwt(token: string, ip: string, secret: string, nowSeconds: number): boolean {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return false;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      ip?: unknown;
      exp?: unknown;
    };
    return claims.ip === ip && typeof claims.exp === "number" && claims.exp > nowSeconds;
  } catch {
    return false;
  }
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
    return isValidJwt(value, ip, settings.jwtSecret, now)
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
  return { ok: true, newToken: mintToken(ip, settings.jwtSecret, now) };
}
