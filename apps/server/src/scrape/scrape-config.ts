import { readFileSync } from "node:fs";
import { directTableSchema, type DirectEntry } from "@matinee/providers";
import { z } from "zod";

/** The value helpers config.ts already has (passed in, so the two files do not import each other). */
export interface ScrapeConfigHelpers {
  blankIsUnset: (value: unknown) => unknown;
  booleanText: z.ZodType<boolean, string>;
}

/** Inline JSON (starts with `[`) or a path to a JSON file, validated as the direct table. */
function readDirectTable(value: string, context: z.RefinementCtx): DirectEntry[] {
  let json: unknown;
  try {
    json = JSON.parse(value.trimStart().startsWith("[") ? value : readFileSync(value, "utf8"));
  } catch (error) {
    context.addIssue({ code: "custom", message: `cannot read the direct table: ${String(error)}` });
    return z.NEVER;
  }
  const parsed = directTableSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    context.addIssue({ code: "custom", message: `[${issue.path.join(".")}] ${issue.message}` });
  }
  return z.NEVER;
}

/**
 * The scraper API's settings (`/scrape`, `/metadata`), spread into the server's one config
 * schema (config.ts). With none set, the API runs with the media library and the Internet
 * Archive, open to any web origin, without token protection.
 */
export function scrapeConfigShape({ blankIsUnset, booleanText }: ScrapeConfigHelpers) {
  const flag = (fallback: boolean) => z.preprocess(blankIsUnset, booleanText.default(fallback));
  const optionalText = (schema: z.ZodType<string>) => z.preprocess(blankIsUnset, schema.optional());
  return {
    /** Serve the scraper API (`/scrape`, `/scrape/source`, `/scrape/embed`, `/metadata`). */
    SCRAPE_API: flag(true),
    /** Milliseconds one source may take before a run moves on to the next. */
    SCRAPE_TIMEOUT_MS: z.preprocess(
      blankIsUnset,
      z.coerce.number().int().min(100).max(120_000).default(15_000),
    ),
    /**
     * Scrape event streams one client address may hold open at once (a viewer's search opens
     * one; more is a flood). Past it: 429. Raise it when many viewers share one address (NAT).
     */
    SCRAPE_STREAMS_PER_ADDRESS: z.preprocess(
      blankIsUnset,
      z.coerce.number().int().min(1).max(1000).default(4),
    ),
    /** Search the Internet Archive's public-domain collections (needs internet). */
    SCRAPE_ARCHIVE: flag(true),
    /** The Internet Archive's address (a mirror, or a fake one in tests). */
    SCRAPE_ARCHIVE_URL: z.preprocess(blankIsUnset, z.url().default("https://archive.org")),
    /** Direct table (TMDB id -> stream URLs): a JSON file path, or the JSON itself. */
    SCRAPE_DIRECT_TABLE: z.preprocess(
      blankIsUnset,
      z.string().transform(readDirectTable).optional(),
    ),
    /**
     * A Jellyfin/Emby server for everyone using this scraper. Its API key ends up in the stream
     * URLs viewers receive: only for a private deployment. Needs JELLYFIN_API_KEY too.
     */
    JELLYFIN_URL: optionalText(z.url()),
    /** API key of JELLYFIN_URL (Dashboard -> API Keys). */
    JELLYFIN_API_KEY: optionalText(z.string().min(1)),
    /** Web hostnames allowed to call the scraper API, comma separated; `*` for any. */
    SCRAPE_CORS_ALLOWED: z.preprocess(
      (value) => (value === undefined || value === "" ? "*" : value),
      z.string().transform((value) =>
        value
          .split(",")
          .map((host) => host.trim())
          .filter(Boolean),
      ),
    ),
    /** Require a Turnstile or JWT `token` on scrape requests (PROTOCOLS.md §6.4). */
    TURNSTILE_ENABLED: flag(false),
    /** Cloudflare Turnstile secret key, to verify `turnstile|…` tokens. */
    TURNSTILE_SECRET: optionalText(z.string().min(1)),
    /** Secret of the 10-minute `jwt|…` tokens; the same value as the proxy's JWT_SECRET. */
    JWT_SECRET: optionalText(z.string().min(16, "must be at least 16 characters")),
  };
}

type ScrapeConfigValues = {
  JELLYFIN_URL?: string | undefined;
  JELLYFIN_API_KEY?: string | undefined;
  TURNSTILE_ENABLED: boolean;
  TURNSTILE_SECRET?: string | undefined;
  JWT_SECRET?: string | undefined;
};

/** Settings that only make sense together; for the schema's superRefine. */
export function checkScrapeConfig(config: ScrapeConfigValues, context: z.RefinementCtx): void {
  if ((config.JELLYFIN_URL === undefined) !== (config.JELLYFIN_API_KEY === undefined)) {
    context.addIssue({
      code: "custom",
      path: ["JELLYFIN_API_KEY"],
      message: "JELLYFIN_URL and JELLYFIN_API_KEY go together",
    });
  }
  if (config.TURNSTILE_ENABLED && (!config.TURNSTILE_SECRET || !config.JWT_SECRET)) {
    context.addIssue({
      code: "custom",
      path: ["TURNSTILE_ENABLED"],
      message: "needs TURNSTILE_SECRET and JWT_SECRET",
    });
  }
}
