import * as z from "zod/mini";
import { readThemeName, type ThemeName } from "./themes";

/**
 * Keys of `window.__CONFIG__` (written by the server's `/config.js`) and of the build-time
 * `import.meta.env`. The names are the predecessor's, so an operator's existing config keeps
 * working; the `VITE_METADATA_*` and `VITE_LIBRARY_URL` keys are Matinee's own.
 * Every value is a string; an empty string counts as unset.
 */
export const RUNTIME_CONFIG_KEYS = [
  /** TMDB v4 read access token. Unset: metadata comes from the open catalogue. */
  "VITE_TMDB_READ_API_KEY",
  /** Account and sync API base URL. */
  "VITE_BACKEND_URL",
  /** Comma list of proxy / scraper-API URLs (`|type=api|` prefix marks a scraper API). */
  "VITE_CORS_PROXY_URL",
  /** Takedown contact address; enables /dmca and the footer link. */
  "VITE_DMCA_EMAIL",
  /** "true": history-API routing; anything else: hash routing. */
  "VITE_NORMAL_ROUTER",
  /** Comma list of blocked ids, `movie-{id}` or `series-{id}`. */
  "VITE_DISALLOWED_IDS",
  /** Comma list of `before:after` host rewrites for stream URLs. */
  "VITE_CDN_REPLACEMENTS",
  /** Cloudflare Turnstile site key for a protected scraper API. */
  "VITE_TURNSTILE_KEY",
  /** "true": the player sends viewers without an extension or proxy to onboarding. */
  "VITE_HAS_ONBOARDING",
  /** "true": next-episode autoplay is allowed without an extension or proxy. */
  "VITE_ALLOW_AUTOPLAY",
  /** "true": a maintenance notice greets each browser session (Matinee's own key). */
  "VITE_DOWNTIME_NOTICE",
  "VITE_ONBOARDING_CHROME_EXTENSION_INSTALL_LINK",
  "VITE_ONBOARDING_FIREFOX_EXTENSION_INSTALL_LINK",
  "VITE_ONBOARDING_PROXY_INSTALL_LINK",
  /** Movie-database API base (TMDB v3 shape), e.g. https://api.themoviedb.org/3. */
  "VITE_METADATA_URL",
  /** Second movie-database host, tried when the first fails or times out. */
  "VITE_METADATA_FALLBACK_URL",
  /** Image base; a poster URL is `{base}/w342{poster_path}`. */
  "VITE_METADATA_IMAGE_URL",
  /** Matinee server whose media library answers `/library/streams/...`. */
  "VITE_LIBRARY_URL",
  /** The operator's community chat (an http(s) address), linked from the header (Matinee's own key). */
  "VITE_CHAT_URL",
  /** Where this deployment's source code is published (http(s)); linked from the header. */
  "VITE_SOURCE_CODE_URL",
  /** The operator's social media profile (http(s)); linked from the header menu. */
  "VITE_SOCIAL_URL",
  /** The theme of viewers who have not chosen one: a name of THEME_NAMES (Matinee's own key). */
  "VITE_DEFAULT_THEME",
] as const;

export type RuntimeConfigKey = (typeof RUNTIME_CONFIG_KEYS)[number];

/** The raw object: every key optional, every value a string (or null, as older files wrote). */
export type RawRuntimeConfig = Partial<Record<RuntimeConfigKey, string | null>>;

// Marked pure so that a bundle using only the keys and parseRuntimeConfig (the web app's first
// visit) drops the schema, and the validation library with it.
export const rawRuntimeConfigSchema = /* @__PURE__ */ z.partialRecord(
  /* @__PURE__ */ z.enum(RUNTIME_CONFIG_KEYS),
  /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
);

export const TMDB_API_URL = "https://api.themoviedb.org/3";
export const TMDB_FALLBACK_API_URL = "https://api.tmdb.org/3";
export const TMDB_IMAGE_URL = "https://image.tmdb.org/t/p";

/** The typed configuration the web app runs on. */
export interface AppConfig {
  tmdbReadApiKey: string | null;
  backendUrl: string | null;
  proxyUrls: string[];
  dmcaEmail: string | null;
  normalRouter: boolean;
  disallowedIds: string[];
  cdnReplacements: Array<[from: string, to: string]>;
  turnstileKey: string | null;
  hasOnboarding: boolean;
  allowAutoplay: boolean;
  downtimeNotice: boolean;
  onboardingChromeExtensionInstallLink: string | null;
  onboardingFirefoxExtensionInstallLink: string | null;
  onboardingProxyInstallLink: string | null;
  metadataUrl: string;
  metadataFallbackUrl: string | null;
  metadataImageUrl: string;
  libraryUrl: string | null;
  /** The operator's chat, source-code and social links: http(s) addresses only, else null. */
  chatUrl: string | null;
  sourceCodeUrl: string | null;
  socialUrl: string | null;
  /** The theme of viewers who have not chosen one ("default" when unset or not a theme). */
  defaultTheme: ThemeName;
  /** True when metadata comes from Matinee's open offline catalogue rather than TMDB. */
  isOpenCatalogue: boolean;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function list(value: string | null | undefined): string[] {
  return (text(value) ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** An address a link may point at: http(s) only, so a config value can never run script. */
function webLink(value: string | null): string | null {
  if (value === null || !/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).href;
  } catch {
    return null;
  }
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/**
 * Merges config layers (earlier layers win for a key they set, as in the predecessor: build-time
 * env first, then the runtime file) and parses them into an {@link AppConfig}.
 * Without a TMDB token and without a metadata URL there is nothing to browse; the caller decides.
 */
export function parseRuntimeConfig(...layers: RawRuntimeConfig[]): AppConfig {
  const get = (key: RuntimeConfigKey): string | null => {
    for (const layer of layers) {
      const value = text(layer[key]);
      if (value !== null) return value;
    }
    return null;
  };
  const token = get("VITE_TMDB_READ_API_KEY");
  const explicitMetadataUrl = get("VITE_METADATA_URL");
  const metadataUrl = stripTrailingSlash(explicitMetadataUrl ?? TMDB_API_URL);
  const usesTmdb = metadataUrl === TMDB_API_URL;
  const fallback = get("VITE_METADATA_FALLBACK_URL");
  return {
    tmdbReadApiKey: token,
    backendUrl: text(get("VITE_BACKEND_URL")),
    proxyUrls: list(get("VITE_CORS_PROXY_URL")),
    dmcaEmail: get("VITE_DMCA_EMAIL"),
    normalRouter: get("VITE_NORMAL_ROUTER") === "true",
    disallowedIds: list(get("VITE_DISALLOWED_IDS")),
    cdnReplacements: list(get("VITE_CDN_REPLACEMENTS")).flatMap((pair) => {
      const [from, to] = pair.split(":");
      return from && to ? [[from.trim(), to.trim()] as [string, string]] : [];
    }),
    turnstileKey: get("VITE_TURNSTILE_KEY"),
    hasOnboarding: get("VITE_HAS_ONBOARDING") === "true",
    allowAutoplay: get("VITE_ALLOW_AUTOPLAY") === "true",
    downtimeNotice: get("VITE_DOWNTIME_NOTICE") === "true",
    onboardingChromeExtensionInstallLink: get("VITE_ONBOARDING_CHROME_EXTENSION_INSTALL_LINK"),
    onboardingFirefoxExtensionInstallLink: get("VITE_ONBOARDING_FIREFOX_EXTENSION_INSTALL_LINK"),
    onboardingProxyInstallLink: get("VITE_ONBOARDING_PROXY_INSTALL_LINK"),
    metadataUrl,
    metadataFallbackUrl: fallback
      ? stripTrailingSlash(fallback)
      : usesTmdb
        ? TMDB_FALLBACK_API_URL
        : null,
    metadataImageUrl: stripTrailingSlash(get("VITE_METADATA_IMAGE_URL") ?? TMDB_IMAGE_URL),
    libraryUrl: (() => {
      const url = get("VITE_LIBRARY_URL");
      return url ? stripTrailingSlash(url) : null;
    })(),
    chatUrl: webLink(get("VITE_CHAT_URL")),
    sourceCodeUrl: webLink(get("VITE_SOURCE_CODE_URL")),
    socialUrl: webLink(get("VITE_SOCIAL_URL")),
    defaultTheme: readThemeName(get("VITE_DEFAULT_THEME")) ?? "default",
    isOpenCatalogue: !usesTmdb && token === null,
  };
}
