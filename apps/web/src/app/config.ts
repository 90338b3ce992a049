import {
  parseRuntimeConfig,
  RUNTIME_CONFIG_KEYS,
  TMDB_API_URL,
  type AppConfig,
  type RawRuntimeConfig,
} from "@matinee/contracts";

declare global {
  interface Window {
    /** Written by the server's `/config.js`, which index.html loads before the app. */
    __CONFIG__?: RawRuntimeConfig;
  }
}

/**
 * Keeps only the known configuration keys whose values are strings (or null, as older files
 * wrote). Anything else is reported once and ignored, so a stray key cannot break start-up.
 */
export function pickConfigKeys(source: unknown, origin: string): RawRuntimeConfig {
  if (typeof source !== "object" || source === null) return {};
  const record = source as Record<string, unknown>;
  const picked: RawRuntimeConfig = {};
  for (const key of RUNTIME_CONFIG_KEYS) {
    const value = record[key];
    if (value === undefined) continue;
    if (typeof value === "string" || value === null) picked[key] = value;
    else console.warn(`[config] ${origin}: ${key} must be a string; ignored.`);
  }
  return picked;
}

/**
 * Runtime values (`window.__CONFIG__`) win over build-time values (`import.meta.env`), so one
 * build can be reconfigured by editing config.js. An empty string counts as unset.
 */
export function readConfig(runtime: unknown, buildTime: unknown): AppConfig {
  return parseRuntimeConfig(
    pickConfigKeys(runtime, "config.js"),
    pickConfigKeys(buildTime, "build environment"),
  );
}

let cached: AppConfig | undefined;

/** The app's configuration, read once. The only reader of window.__CONFIG__ and import.meta.env. */
export function getConfig(): AppConfig {
  cached ??= readConfig(window.__CONFIG__, import.meta.env);
  return cached;
}

/**
 * True when there is somewhere to get metadata from: a TMDB token, or an explicitly configured
 * TMDB-compatible host (such as the open catalogue). Without either, search cannot work.
 */
export function hasMetadataSource(config: AppConfig): boolean {
  return config.tmdbReadApiKey !== null || config.metadataUrl !== TMDB_API_URL;
}
