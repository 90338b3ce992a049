// Google reCAPTCHA v3 (PROTOCOLS §1.9), for servers whose `/meta` asks for it: the script loads
// only then (never for anyone else), and a token is asked for at the moment of registering.

interface Recaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Recaptcha;
  }
}

const SCRIPT_URL = "https://www.google.com/recaptcha/api.js";

/** How long the script may take to load before the registration gives up on it. */
export const RECAPTCHA_LOAD_LIMIT_MS = 15_000;

let loading: Promise<Recaptcha> | null = null;

/** Loads Google's script once for `siteKey` (a failed load may be tried again). */
export function loadRecaptcha(siteKey: string): Promise<Recaptcha> {
  loading ??= new Promise<Recaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    const timer = setTimeout(
      () => reject(new Error("reCAPTCHA took too long")),
      RECAPTCHA_LOAD_LIMIT_MS,
    );
    script.addEventListener("load", () => {
      const recaptcha = window.grecaptcha;
      if (!recaptcha) return reject(new Error("reCAPTCHA loaded without grecaptcha"));
      recaptcha.ready(() => {
        clearTimeout(timer);
        resolve(recaptcha);
      });
    });
    script.addEventListener("error", () => {
      clearTimeout(timer);
      reject(new Error("reCAPTCHA did not load"));
    });
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A token for the registration, or null when none could be had (the flow then says so). */
export async function recaptchaToken(siteKey: string | undefined): Promise<string | null> {
  if (!siteKey) return null;
  try {
    const recaptcha = await loadRecaptcha(siteKey);
    return await recaptcha.execute(siteKey, { action: "register" });
  } catch (error) {
    console.error("[account] reCAPTCHA failed", error);
    return null;
  }
}
