import path from "node:path";
import { AllowListError, parseAllowList, splitAllowList } from "@matinee/address-guard";
import { RUNTIME_CONFIG_KEYS, type RawRuntimeConfig } from "@matinee/contracts";
import { z } from "zod";
import { accountConfigShape, checkAccountConfig } from "./account/account-config";
// The scraper API's keys (SCRAPE_*, JELLYFIN_*, TURNSTILE_*, JWT_SECRET) live beside it.
import { checkScrapeConfig, scrapeConfigShape } from "./scrape/scrape-config";
// The subtitle API's keys (OPENSUBTITLES_*, SUBTITLE_*).
import { subtitlesConfigShape } from "./subtitles/subtitles-config";

const here = import.meta.dirname;

/** "true"/"false"/"1"/"0"/"yes"/"no" from the environment. */
const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const blankIsUnset = (value: unknown) => (value === "" ? undefined : value);

/** PROXY_ALLOW's entries, each checked (an address, a CIDR block, a host name or `*.domain`). */
const allowListText = z.string().transform((text, context) => {
  const entries = splitAllowList(text);
  try {
    parseAllowList(entries);
  } catch (error) {
    if (!(error instanceof AllowListError)) throw error;
    context.addIssue({ code: "custom", message: error.message });
    return z.NEVER;
  }
  return entries;
});

/**
 * The server's configuration, read once from the environment at boot. Every field has a safe
 * default, so `npm start` needs nothing; an invalid value stops the process with a readable list.
 */
const serverConfigSchema = z
  .object({
    ...accountConfigShape({ blankIsUnset, booleanText }),
    ...scrapeConfigShape({ blankIsUnset, booleanText }),
    ...subtitlesConfigShape({ blankIsUnset }),
    /** Interface to listen on. Loopback by default: put a reverse proxy in front to publish. */
    HOST: z.preprocess(blankIsUnset, z.string().min(1).default("127.0.0.1")),
    /** TCP port. */
    PORT: z.preprocess(blankIsUnset, z.coerce.number().int().min(0).max(65535).default(8080)),
    /** pino log level. */
    LOG_LEVEL: z.preprocess(
      blankIsUnset,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    /**
     * The address viewers reach this server at, e.g. https://watch.example.org. Used for the URLs
     * the server advertises (config.js, stream URLs). Unset: taken from each request's Host header.
     */
    PUBLIC_URL: z.preprocess(blankIsUnset, z.url().optional()),
    /** Folder of the media library (manifest.json + media). Default: the bundled demo streams. */
    MEDIA_DIR: z.preprocess(blankIsUnset, z.string().default(path.resolve(here, "../demo-media"))),
    /**
     * Least time in ms between two looks at MEDIA_DIR for added or removed media (a look is a
     * `stat` of its folders, made only when the library is asked for something).
     */
    MEDIA_RECHECK_MS: z.preprocess(
      blankIsUnset,
      z.coerce.number().int().min(0).max(3_600_000).default(5_000),
    ),
    /** Folder of the built web app. Default: apps/web/dist. Missing folder: API only. */
    WEB_DIR: z.preprocess(blankIsUnset, z.string().default(path.resolve(here, "../../web/dist"))),
    /** Serve the open catalogue under /catalogue/3 (TMDB-compatible). */
    OPEN_CATALOGUE: z.preprocess(blankIsUnset, booleanText.default(true)),
    /** Serve the stream proxy (PROTOCOLS.md §4, docs/proxy.md) at /proxy. */
    PROXY_ENABLED: z.preprocess(blankIsUnset, booleanText.default(true)),
    /** Non-public destinations /proxy may reach (LAN media servers), comma or space separated. */
    PROXY_ALLOW: z.preprocess(blankIsUnset, allowListText.default([])),
    /** Honour X-Forwarded-* headers (set when behind a reverse proxy). */
    TRUST_PROXY: z.preprocess(blankIsUnset, booleanText.default(false)),
  })
  .superRefine((config, context) => {
    checkAccountConfig(config, context);
    checkScrapeConfig(config, context);
  });

export type ServerConfig = z.infer<typeof serverConfigSchema> & {
  /** Values for the web app's /config.js, under the predecessor's key names. */
  web: RawRuntimeConfig;
};

export class ConfigError extends Error {
  override readonly name = "ConfigError";
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
}

/** Reads and validates the configuration; throws a {@link ConfigError} listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = serverConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`),
    );
  }
  const web: RawRuntimeConfig = {};
  for (const key of RUNTIME_CONFIG_KEYS) {
    const value = env[key];
    if (value !== undefined && value !== "") web[key] = value;
  }
  return { ...parsed.data, web };
}
