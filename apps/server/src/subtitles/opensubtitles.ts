import {
  DestinationRefusedError,
  TooManyRedirectsError,
  type GuardedFetch,
} from "@matinee/address-guard";
import type { SubtitleListQuery } from "@matinee/contracts";
import { z } from "zod";
import { openSubtitlesLanguage } from "./language";
import { readLimited, SubtitleError } from "./subtitle-error";

/** One file OpenSubtitles offers for a title. */
export interface OpenSubtitlesFile {
  fileId: number;
  /** BCP 47. */
  language: string;
  hearingImpaired: boolean;
  forced: boolean;
  release: string | undefined;
  downloads: number;
}

export interface OpenSubtitlesClient {
  /** The files of a title (one page: OpenSubtitles' 50-60 best), single-file subtitles only. */
  search(query: SubtitleListQuery): Promise<OpenSubtitlesFile[]>;
  /** A file's bytes: a download link from `/download`, then the file itself. */
  download(fileId: number): Promise<Uint8Array>;
}

export interface OpenSubtitlesOptions {
  /** e.g. https://api.opensubtitles.com/api/v1 (no trailing slash needed). */
  baseUrl: string;
  apiKey: string;
  /** OpenSubtitles wants the registered consumer's name and version ("Matinee v0.1.0"). */
  userAgent: string;
  /** The address-guarded fetch: the API host is allowed, other private addresses refused. */
  fetch: GuardedFetch;
  /** Largest subtitle file taken, in bytes. */
  maxBytes: number;
  /** Longest one upstream request may take. */
  timeoutMs?: number;
}

/** Largest search answer read (a page of 60 results is ~100 KB). */
const MAX_JSON_BYTES = 2 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;
/** The longest upstream message repeated to a client. */
const MAX_MESSAGE = 300;

// Only what we use, loosely: OpenSubtitles adds fields, and one odd result must not sink a page.
const resultSchema = z.object({
  attributes: z.object({
    language: z.string().nullish(),
    hearing_impaired: z.boolean().nullish(),
    foreign_parts_only: z.boolean().nullish(),
    release: z.string().nullish(),
    download_count: z.number().nullish(),
    files: z.array(z.object({ file_id: z.number().int().positive() })),
  }),
});
const searchSchema = z.object({ data: z.array(z.unknown()) });
const downloadSchema = z.object({ link: z.url({ protocol: /^https?$/ }) });
const messageSchema = z.object({
  message: z.string().optional(),
  reset_time_utc: z.string().optional(),
});

/**
 * The search parameters: IMDb id when the client gave one (OpenSubtitles' catalogue is keyed by
 * it), else the TMDB id; a show's episode by its parent's id with season and episode numbers.
 * Sorted by name and lower case, as OpenSubtitles asks (anything else costs a redirect).
 */
export function searchParameters(query: SubtitleListQuery): URLSearchParams {
  const show = query.type === "show";
  const parameters: Record<string, string> = { type: show ? "episode" : "movie" };
  const prefix = show ? "parent_" : "";
  if (query.imdbId) parameters[`${prefix}imdb_id`] = String(Number(query.imdbId.slice(2)));
  else parameters[`${prefix}tmdb_id`] = query.tmdbId;
  if (show) {
    parameters.season_number = String(query.season);
    parameters.episode_number = String(query.episode);
  }
  if (query.languages?.length) parameters.languages = [...query.languages].sort().join(",");
  const sorted = Object.entries(parameters).sort(([a], [b]) => (a < b ? -1 : 1));
  return new URLSearchParams(
    sorted.map(([key, value]): [string, string] => [key, value.toLowerCase()]),
  );
}

function toFile(result: unknown): OpenSubtitlesFile[] {
  const parsed = resultSchema.safeParse(result);
  // A subtitle split over several files (CD1, CD2) fits no single stream: left out.
  if (!parsed.success || parsed.data.attributes.files.length !== 1) return [];
  const { attributes } = parsed.data;
  return [
    {
      fileId: attributes.files[0]?.file_id ?? 0,
      language: openSubtitlesLanguage(attributes.language),
      hearingImpaired: attributes.hearing_impaired === true,
      forced: attributes.foreign_parts_only === true,
      release: attributes.release?.trim().slice(0, 200) || undefined,
      downloads: attributes.download_count ?? 0,
    },
  ];
}

/** Seconds until an ISO time, for Retry-After (at least 1), or undefined. */
function secondsUntil(time: string | undefined): number | undefined {
  const at = time ? Date.parse(time) : Number.NaN;
  return Number.isFinite(at) ? Math.max(1, Math.ceil((at - Date.now()) / 1000)) : undefined;
}

/** What a refusal of OpenSubtitles means for our client. */
async function upstreamRefusal(response: Response, what: string): Promise<SubtitleError> {
  const text = await response.text().catch(() => "");
  let body: z.infer<typeof messageSchema> = {};
  try {
    body = messageSchema.catch({}).parse(JSON.parse(text));
  } catch {
    // Not JSON: the status says enough.
  }
  const said = body.message ? `: ${body.message.slice(0, MAX_MESSAGE)}` : "";
  const status = response.status;
  if (status === 401 || status === 403) {
    return new SubtitleError(
      502,
      "upstream_refused",
      `OpenSubtitles refused this server's API key (HTTP ${status})${said}`,
    );
  }
  if (status === 404) {
    return new SubtitleError(404, "not_found", `OpenSubtitles has no such subtitle${said}`);
  }
  if (status === 406 || status === 429) {
    const retry =
      secondsUntil(body.reset_time_utc) ?? (Number(response.headers.get("retry-after")) || 60);
    return new SubtitleError(
      429,
      "upstream_quota",
      `OpenSubtitles' ${status === 406 ? "download quota" : "request limit"} for this server is used up${said}`,
      { "retry-after": String(retry) },
    );
  }
  return new SubtitleError(502, "upstream_failed", `OpenSubtitles ${what} failed (HTTP ${status})`);
}

/** A failure to reach OpenSubtitles (or its download host) as the error a client gets. */
function unreachable(error: unknown, host: string): SubtitleError {
  if (error instanceof SubtitleError) return error;
  if (error instanceof DestinationRefusedError || error instanceof TooManyRedirectsError) {
    return new SubtitleError(
      502,
      "upstream_refused_address",
      `OpenSubtitles pointed to an address this server does not fetch (${error.message})`,
    );
  }
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") {
    return new SubtitleError(504, "upstream_timeout", `${host} did not answer in time`);
  }
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const reason =
    typeof cause?.code === "string"
      ? cause.code
      : typeof cause?.message === "string"
        ? cause.message.slice(0, MAX_MESSAGE)
        : "network error";
  return new SubtitleError(502, "upstream_unreachable", `${host} could not be reached (${reason})`);
}

export function createOpenSubtitlesClient(options: OpenSubtitlesOptions): OpenSubtitlesClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const apiHost = new URL(base).host;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers = {
    "api-key": options.apiKey,
    "user-agent": options.userAgent,
    accept: "application/json",
  };

  /** A request to the API; a refusal or a failure to reach it becomes a SubtitleError. */
  async function call(path: string, init: RequestInit, what: string): Promise<unknown> {
    try {
      const response = await options.fetch(`${base}${path}`, {
        ...init,
        headers: { ...headers, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw await upstreamRefusal(response, what);
      const bytes = await readLimited(response, MAX_JSON_BYTES, `OpenSubtitles' ${what} answer`);
      return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    } catch (error) {
      if (error instanceof SyntaxError) {
        throw new SubtitleError(502, "upstream_failed", `OpenSubtitles ${what} answered no JSON`);
      }
      throw unreachable(error, apiHost);
    }
  }

  return {
    async search(query) {
      const answer = await call(`/subtitles?${searchParameters(query).toString()}`, {}, "search");
      const page = searchSchema.safeParse(answer);
      if (!page.success) {
        throw new SubtitleError(502, "upstream_failed", "OpenSubtitles search answered no list");
      }
      return page.data.data.flatMap(toFile);
    },

    async download(fileId) {
      const answer = await call(
        "/download",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ file_id: fileId }),
        },
        "download",
      );
      const link = downloadSchema.safeParse(answer);
      if (!link.success) {
        throw new SubtitleError(502, "upstream_failed", "OpenSubtitles download gave no link");
      }
      const fileHost = new URL(link.data.link).host;
      try {
        // The link is on another host: no API key, and the guard checks it like any address.
        const response = await options.fetch(link.data.link, {
          headers: { "user-agent": options.userAgent },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw await upstreamRefusal(response, "file download");
        return await readLimited(response, options.maxBytes, "The subtitle file");
      } catch (error) {
        throw unreachable(error, fileHost);
      }
    },
  };
}
