import path from "node:path";
import { formatFromFileName } from "@matinee/subtitles";
import type { ManifestSubtitle } from "@matinee/contracts";
import {
  canonicalLanguage,
  languageByName,
  languageName,
  UNDETERMINED,
} from "../subtitles/language";

/** Name tags that mark subtitles for the deaf and hard of hearing ("Film.en.sdh.srt"). */
const HEARING_IMPAIRED = new Set(["sdh", "cc", "hi"]);
/** Name tags that mark forced subtitles (foreign-language parts only). */
const FORCED = new Set(["forced", "foreign"]);
/** Name tags players write that say nothing we use. */
const IGNORED = new Set(["default", "full"]);

/**
 * What a subtitle file's name says, the way Jellyfin, Plex and Kodi name sidecars: the part
 * before the extension is split at dots and read from the end — flags (`sdh`, `cc`, `hi`,
 * `forced`), then a language as ISO 639-1 (`es`), ISO 639-2 (`spa`, `ger`) or a tag with a
 * region (`pt-BR`) or an English name (`Film.Spanish.srt`, and a file named just `English.srt`).
 * "hi" is Hindi unless a language stands before it (`Film.en.hi.srt`). No language:
 * undetermined. Null when the extension is not a subtitle format we read.
 */
export function sidecarOf(relativePath: string): ManifestSubtitle | null {
  const name = path.posix.basename(relativePath);
  const format = formatFromFileName(name);
  if (!format) return null;
  const parts = name.split(".").slice(1, -1).reverse();
  let hearingImpaired = false;
  let forced = false;
  let language: string | null = null;
  for (const [index, raw] of parts.entries()) {
    const part = raw.toLowerCase();
    const languageBefore = parts
      .slice(index + 1)
      .some((earlier) => languageTagOf(earlier) !== null);
    if (HEARING_IMPAIRED.has(part) && (part !== "hi" || languageBefore)) hearingImpaired = true;
    else if (FORCED.has(part)) forced = true;
    else if (IGNORED.has(part)) continue;
    else {
      language = languageTagOf(part);
      break;
    }
  }
  // "English.srt" (a "Subs" folder of a release): the whole name is the language.
  if (parts.length === 0) language = languageByName(name.slice(0, name.lastIndexOf(".")));
  return {
    language: language ?? UNDETERMINED,
    path: relativePath,
    format,
    ...(hearingImpaired ? { hearingImpaired } : {}),
    ...(forced ? { forced } : {}),
  };
}

/** A file-name part as a known language's tag (a code ICU can name, or a name), or null. */
function languageTagOf(part: string): string | null {
  const tag = canonicalLanguage(part);
  if (tag && languageName(tag) !== undefined) return tag;
  return languageByName(part);
}
