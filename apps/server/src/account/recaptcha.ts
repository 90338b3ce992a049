import type { CaptchaVerifier } from "./account-context";

const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/**
 * reCAPTCHA verification as movie-web does it: the token is genuine iff Google says
 * `success` (no score or action check). Google being unreachable throws (a 5xx, not a "no").
 */
export function createRecaptchaVerifier(secret: string): CaptchaVerifier {
  return async (token, clientIp) => {
    const response = await fetch(SITEVERIFY_URL, {
      method: "POST",
      body: new URLSearchParams({ secret, response: token, remoteip: clientIp }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { success?: unknown };
    return Boolean(body.success);
  };
}
