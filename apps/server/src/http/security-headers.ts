import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** `<script>` elements without `src`: their text is what a CSP hash covers, byte for byte. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources (`'sha256-…'`) of the built index.html's inline scripts (the build writes
 * two: the theme before first paint, apps/web/scripts/theme-script.ts, and the page-preload
 * script of apps/web/scripts/page-preloads.ts). None without a web app.
 */
export async function inlineScriptHashes(webDir: string): Promise<string[]> {
  const html = await readFile(path.join(webDir, "index.html"), "utf8").catch(() => "");
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? "")
    .filter((script) => script.trim() !== "")
    .map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`);
}

/** Any host: streams, posters, subtitles, proxies and backends are configured at run time. */
const ANY_HOST = ["https:", "http:"];

/**
 * Google reCAPTCHA v3's script and frames (the register screen loads them only when `/meta`
 * asks for a captcha), allowed only when this server has a captcha site key.
 */
export const RECAPTCHA_SCRIPT_SOURCES = [
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
];
export const RECAPTCHA_FRAME_SOURCES = [
  "https://www.google.com/recaptcha/",
  "https://recaptcha.google.com/recaptcha/",
];

export interface PolicyOptions {
  /** Registration asks for Google reCAPTCHA (CAPTCHA_CLIENT_KEY is set). */
  captcha?: boolean;
}

/**
 * The web app's Content Security Policy. Scripts come only from this server (its files and
 * the inline scripts of index.html by hash; `/config.js` is a file): an injected script tag or
 * attribute handler never runs. The app's data and media come from hosts chosen at run time
 * (the operator's TMDB, backend, proxies and library; a user's own proxy; the stream hosts a
 * search finds), so network, image and media sources stay open to any http(s) host; hls.js
 * runs its transmuxer in a `blob:` worker and plays through `blob:` media URLs. No page may
 * frame the app. A feature that loads a third-party script (a captcha, Cast) adds its host here:
 * with a captcha, Google's reCAPTCHA script and frames.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  { captcha = false }: PolicyOptions = {},
) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes, ...(captcha ? RECAPTCHA_SCRIPT_SOURCES : [])],
    ...(captcha ? { frameSrc: RECAPTCHA_FRAME_SOURCES } : {}),
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", "data:", "blob:", ...ANY_HOST],
    mediaSrc: ["'self'", "data:", "blob:", ...ANY_HOST],
    connectSrc: ["'self'", "data:", "blob:", ...ANY_HOST],
    workerSrc: ["'self'", "blob:"],
    fontSrc: ["'self'", "data:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, `nosniff`,
 * `Referrer-Policy: no-referrer` (as index.html's meta says), `X-Frame-Options: DENY`. Left
 * out on purpose: Cross-Origin-Resource-Policy (other sites play the library's files and show
 * its posters), HSTS (the reverse proxy that terminates TLS decides) and
 * upgrade-insecure-requests (a LAN library or proxy may be plain http).
 */
export async function useSecurityHeaders(
  app: FastifyInstance,
  webDir: string,
  options: PolicyOptions = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(await inlineScriptHashes(webDir), options),
    },
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: "no-referrer" },
    xFrameOptions: { action: "deny" },
  });
}
