import path from "node:path";
import { z } from "zod";

/** The value helpers config.ts already has (passed in, so the two files do not import each other). */
export interface ConfigHelpers {
  blankIsUnset: (value: unknown) => unknown;
  booleanText: z.ZodType<boolean, string>;
}

/**
 * The account and sync API's settings, spread into the server's one config schema (config.ts).
 * With none of them set the API runs embedded: PGlite in DATA_DIR, rate limits in memory, a
 * session secret generated once and kept in DATA_DIR.
 */
export function accountConfigShape({ blankIsUnset, booleanText }: ConfigHelpers) {
  const optionalText = (schema: z.ZodType<string>) => z.preprocess(blankIsUnset, schema.optional());
  const flag = (fallback: boolean) => z.preprocess(blankIsUnset, booleanText.default(fallback));
  return {
    /** PostgreSQL connection URL (PostgreSQL 15+). Unset: embedded PGlite in DATA_DIR/pglite. */
    DATABASE_URL: optionalText(
      z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL"),
    ),
    /** PostgreSQL schema to keep the tables in (created if missing). Unset: the user's default. */
    DATABASE_SCHEMA: optionalText(
      z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, "lower-case letters, digits and _ only"),
    ),
    /** Redis URL; rate limits are then shared by every replica. Unset: limits kept in memory. */
    REDIS_URL: optionalText(z.string().regex(/^rediss?:\/\//, "must be a redis:// URL")),
    /** Prefix of every Redis key, to share one Redis between deployments. */
    REDIS_KEY_PREFIX: z.preprocess(blankIsUnset, z.string().default("")),
    /** Folder for the embedded database and the generated session secret. */
    DATA_DIR: z.preprocess(blankIsUnset, z.string().default(path.resolve("data"))),
    /** Secret that signs session tokens (32+ characters). Unset: generated once into DATA_DIR. */
    SESSION_SECRET: optionalText(z.string().min(32, "must be at least 32 characters")),
    /** "production" makes SESSION_SECRET mandatory (replicas must share one secret). */
    NODE_ENV: optionalText(z.string()),
    /** Web origins allowed to call the account API from a browser, space or comma separated. */
    CORS_ORIGINS: z.preprocess(
      (value) =>
        typeof value === "string"
          ? value
              .split(/[\s,]+/)
              .filter(Boolean)
              .map((origin) => origin.replace(/\/+$/, ""))
          : [],
      z.array(z.url()),
    ),
    /** Allow any web origin to call the account API (credentials included). */
    CORS_ALLOW_ANY: flag(false),
    /** Take the client address from CF-Connecting-IP (behind Cloudflare only). */
    TRUST_CLOUDFLARE: flag(false),
    /** reCAPTCHA v3 secret; set it to require a captcha on registration. */
    CAPTCHA_SECRET: optionalText(z.string()),
    /** reCAPTCHA v3 site key, handed to clients by /meta. */
    CAPTCHA_CLIENT_KEY: optionalText(z.string()),
    /** Rate-limit logins, registrations, imports and metric reports per client address. */
    RATE_LIMITS: flag(true),
    /** Server name shown to clients by /meta (the "trust this server" step). */
    META_NAME: z.preprocess(blankIsUnset, z.string().min(1).default("Matinee")),
    /** Optional description for /meta. */
    META_DESCRIPTION: optionalText(z.string()),
    /** Path the account API is mounted under, e.g. /api (default: the root). /metrics stays at /. */
    BASE_PATH: z.preprocess(
      (value) => (value === "" || value === "/" ? undefined : value),
      z
        .string()
        .regex(/^(\/[A-Za-z0-9._~-]+)+$/, "must look like /api (no trailing slash)")
        .default(""),
    ),
  };
}

/** Cross-field rules of the account settings (added to the server schema with superRefine). */
export function checkAccountConfig(
  config: { NODE_ENV?: string | undefined; SESSION_SECRET?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (config.NODE_ENV === "production" && !config.SESSION_SECRET) {
    context.addIssue({
      code: "custom",
      path: ["SESSION_SECRET"],
      message: "required when NODE_ENV=production (every replica must share it)",
    });
  }
}
