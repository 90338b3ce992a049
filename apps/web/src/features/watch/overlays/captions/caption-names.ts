import { languageName } from "@matinee/domain";
import { CUSTOM_CAPTION } from "@matinee/subtitles";
import type { CaptionEntry } from "../../captions/caption-entries";
import type { LoadedCaption } from "../../captions/caption-store";

/** A caption's language in the interface language ("German"); the code when none is known. */
export function captionLanguageName(language: string, uiLanguage: string): string {
  return languageName(language, uiLanguage);
}

/**
 * The names a language search matches (SPEC §5): its name in the interface language, in
 * English, in itself ("Deutsch"), and its code.
 */
export function searchNames(language: string, uiLanguage: string): string[] {
  return [
    languageName(language, uiLanguage),
    languageName(language, "en"),
    languageName(language, language),
    language,
  ];
}

/**
 * What the menus call the caption on screen: the upload's file name, else its language's name;
 * `uploadFallback` for an upload without a name.
 */
export function shownCaptionName(
  caption: Pick<LoadedCaption, "language" | "label" | "origin">,
  uiLanguage: string,
  uploadFallback: string,
): string {
  if (caption.origin === "upload" || caption.language === CUSTOM_CAPTION.language) {
    return caption.label ?? uploadFallback;
  }
  return captionLanguageName(caption.language, uiLanguage);
}

/**
 * A number for each entry whose language, label and marks another entry shares ("English 1",
 * "English 2"), so that rows that would read the same can be told apart; none for the others.
 */
export function duplicateNumbers(entries: readonly CaptionEntry[]): Map<string, number> {
  const key = (entry: CaptionEntry) =>
    [entry.language.toLowerCase(), entry.label, entry.hearingImpaired, entry.opensubtitles].join(
      "|",
    );
  const totals = new Map<string, number>();
  for (const entry of entries) totals.set(key(entry), (totals.get(key(entry)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const numbers = new Map<string, number>();
  for (const entry of entries) {
    if ((totals.get(key(entry)) ?? 0) < 2) continue;
    const number = (seen.get(key(entry)) ?? 0) + 1;
    seen.set(key(entry), number);
    numbers.set(entry.id, number);
  }
  return numbers;
}
