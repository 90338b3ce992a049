import { createHash } from "node:crypto";
import type { SubtitleInfo, SubtitleList, SubtitleListQuery } from "@matinee/contracts";
import { isSubtitleParseError, parseSubtitles, toWebVtt } from "@matinee/subtitles";
import type { MediaLibrary } from "../library/media-library";
import { createByteCache } from "./byte-cache";
import { languageName, matchesLanguage } from "./language";
import {
  createLibrarySubtitleIndex,
  libraryFileStamp,
  readLibrarySubtitle,
  subtitlesOfEntry,
} from "./library-subtitles";
import {
  searchParameters,
  type OpenSubtitlesClient,
  type OpenSubtitlesFile,
} from "./opensubtitles";
import { SubtitleError } from "./subtitle-error";

/** Subtitle files, converted, are kept a day (SPEC §9: captions 24 hours). */
export const FILE_TTL_MS = 24 * 60 * 60 * 1000;
/** OpenSubtitles search answers are kept an hour (SPEC §9: search results 1 hour). */
export const SEARCH_TTL_MS = 60 * 60 * 1000;
/** What one search result is taken to cost in the cache. */
const SEARCH_RESULT_BYTES = 256;

/** A subtitle as WebVTT, with the ETag of its text. */
export interface WebVttFile {
  text: string;
  etag: string;
}

type Cached =
  { kind: "vtt"; file: WebVttFile } | { kind: "search"; files: readonly OpenSubtitlesFile[] };

export interface SubtitleServiceOptions {
  library: MediaLibrary;
  /** Null when no OpenSubtitles API key is configured: the source is left out. */
  openSubtitles: OpenSubtitlesClient | null;
  /** Largest subtitle file read or downloaded (SUBTITLE_MAX_BYTES). */
  maxBytes: number;
  /** Bytes of converted files and search answers kept in memory (SUBTITLE_CACHE_BYTES). */
  cacheBytes: number;
  now?: () => number;
}

export interface SubtitleService {
  /** The subtitles of a title; their URLs start with `baseUrl` (…/subtitles). */
  list(query: SubtitleListQuery, baseUrl: string): Promise<SubtitleList>;
  /** A subtitle as WebVTT; `language` is a hint for a legacy-encoded file. */
  webVtt(id: string, language: string | undefined): Promise<WebVttFile>;
}

/** Reads a subtitle file (encoding detected, format detected) and writes it as WebVTT. */
async function convert(
  bytes: Uint8Array,
  hints: { fileName?: string; language?: string | undefined },
): Promise<Cached> {
  try {
    const track = await parseSubtitles(bytes, {
      ...(hints.fileName ? { fileName: hints.fileName } : {}),
      language: hints.language ?? null,
    });
    const text = toWebVtt(track.cues);
    const etag = `"${createHash("sha256").update(text).digest("base64url").slice(0, 22)}"`;
    return { kind: "vtt", file: { text, etag } };
  } catch (error) {
    if (isSubtitleParseError(error)) {
      throw new SubtitleError(422, "invalid_subtitle", error.message);
    }
    throw error;
  }
}

/** A list item, with the language's English name when it has one. */
function info(fields: Omit<SubtitleInfo, "languageName">): SubtitleInfo {
  const name = languageName(fields.language);
  return name ? { ...fields, languageName: name } : fields;
}

const SOURCE_ORDER = { library: 0, opensubtitles: 1 } as const;

export function createSubtitleService(options: SubtitleServiceOptions): SubtitleService {
  const { library, openSubtitles, maxBytes } = options;
  const index = createLibrarySubtitleIndex(library);
  const cache = createByteCache<Cached>({
    maxBytes: options.cacheBytes,
    sizeOf: (value) =>
      value.kind === "vtt"
        ? Buffer.byteLength(value.file.text) + value.file.etag.length
        : value.files.length * SEARCH_RESULT_BYTES,
    ...(options.now ? { now: options.now } : {}),
  });

  function fromLibrary(query: SubtitleListQuery, baseUrl: string): SubtitleInfo[] {
    const entry = library.findEntry(
      query.type === "movie"
        ? { kind: "movie", tmdbId: query.tmdbId }
        : {
            kind: "tv",
            tmdbId: query.tmdbId,
            season: query.season ?? 0,
            episode: query.episode ?? 0,
          },
    );
    if (!entry) return [];
    return subtitlesOfEntry(entry).map(({ path: _path, ...subtitle }) =>
      info({ ...subtitle, source: "library", url: `${baseUrl}/${subtitle.id}` }),
    );
  }

  async function fromOpenSubtitles(client: OpenSubtitlesClient, query: SubtitleListQuery) {
    const key = `search:${searchParameters(query).toString()}`;
    const cached = await cache.load(key, SEARCH_TTL_MS, async () => ({
      kind: "search" as const,
      files: await client.search(query),
    }));
    return cached.kind === "search" ? cached.files : [];
  }

  return {
    async list(query, baseUrl) {
      await library.refresh();
      const subtitles = fromLibrary(query, baseUrl);
      const unavailable: NonNullable<SubtitleList["unavailable"]> = [];
      let failure: SubtitleError | null = null;
      if (openSubtitles) {
        try {
          const files = [...(await fromOpenSubtitles(openSubtitles, query))];
          files.sort((a, b) => b.downloads - a.downloads);
          for (const file of files) {
            const id = `os-${file.fileId}`;
            const language = encodeURIComponent(file.language);
            subtitles.push(
              info({
                id,
                language: file.language,
                format: "srt",
                source: "opensubtitles",
                url: `${baseUrl}/${id}?language=${language}`,
                ...(file.hearingImpaired ? { hearingImpaired: true } : {}),
                ...(file.forced ? { forced: true } : {}),
                ...(file.release ? { release: file.release } : {}),
              }),
            );
          }
        } catch (error) {
          if (!(error instanceof SubtitleError)) throw error;
          failure = error;
          unavailable.push({ source: "opensubtitles", error: error.code, message: error.message });
        }
      }
      const languages = query.languages;
      const wanted = languages
        ? subtitles.filter((subtitle) =>
            languages.some((language) => matchesLanguage(subtitle.language, language)),
          )
        : subtitles;
      // Nothing to show and a source failed: the failure is the answer (an empty list would
      // say "no subtitles exist").
      if (failure && wanted.length === 0) throw failure;
      // Stable: within a language and source, the order above (OpenSubtitles by downloads).
      wanted.sort(
        (a, b) =>
          a.language.localeCompare(b.language) || SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source],
      );
      return unavailable.length > 0 ? { subtitles: wanted, unavailable } : { subtitles: wanted };
    },

    async webVtt(id, language) {
      let loaded: Cached;
      if (id.startsWith("lib-")) {
        await library.refresh();
        const subtitle = index.find(id);
        if (!subtitle) throw new SubtitleError(404, "not_found", "No subtitle with this id");
        const stamp = await libraryFileStamp(library.root, subtitle);
        loaded = await cache.load(`vtt:${id}:${stamp}`, FILE_TTL_MS, async () =>
          convert(await readLibrarySubtitle(library.root, subtitle, maxBytes), {
            fileName: subtitle.path,
            language: subtitle.language,
          }),
        );
      } else {
        if (!openSubtitles) {
          throw new SubtitleError(
            404,
            "source_off",
            "OpenSubtitles is not configured on this server (OPENSUBTITLES_API_KEY)",
          );
        }
        const fileId = Number(id.slice("os-".length));
        // One download per file a day, whatever language hint later requests carry.
        loaded = await cache.load(`vtt:${id}`, FILE_TTL_MS, async () =>
          convert(await openSubtitles.download(fileId), { language }),
        );
      }
      if (loaded.kind !== "vtt") throw new Error(`cache entry of ${id} is not a file`);
      return loaded.file;
    },
  };
}
