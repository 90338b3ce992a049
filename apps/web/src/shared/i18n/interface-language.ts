import { createI18n, type I18n } from "./i18n";
import { detectLanguage, matchLanguage, OFFERED_LANGUAGES, textDirection } from "./language-tags";
import {
  LANGUAGE_KEY,
  parseStoredLanguage,
  readStoredLanguage,
  storeLanguage,
} from "./stored-language";
import { FALLBACK_LANGUAGE } from "./translator";

/** The app's translator, once start-up has made it: what a restored account's language changes. */
let appI18n: I18n | undefined;

export interface StartedLanguage {
  /** The app's translator: English at once, the chosen language when `ready`. */
  i18n: I18n;
  /** The chosen language (the translator switches to it when its strings are in). */
  language: string;
  /** Settles when the chosen language's strings are in (rejects if they could not load). */
  ready: Promise<void>;
}

/** `<html lang dir>` for a language: screen readers, fonts, and the layout's direction. */
export function applyDocumentLanguage(language: string, root = document.documentElement): void {
  root.lang = language;
  root.dir = textDirection(language);
}

/**
 * The interface language at start-up: the one stored in this browser, else the best match of
 * the browser's preferences (stored from then on, SPEC §4). Makes the app's translator, points
 * the document at the language, keeps it there on every later change, and follows a change made
 * in another tab.
 */
export function startInterfaceLanguage(
  preferences: readonly string[] = navigator.languages,
): StartedLanguage {
  const stored = readStoredLanguage();
  const language =
    (stored !== null ? matchLanguage(stored, OFFERED_LANGUAGES) : undefined) ??
    detectLanguage(preferences);
  if (language !== stored) storeLanguage(language);
  const i18n = createI18n();
  appI18n = i18n;
  applyDocumentLanguage(language);
  i18n.subscribe(() => applyDocumentLanguage(i18n.language));
  const ready = language === FALLBACK_LANGUAGE ? Promise.resolve() : i18n.changeLanguage(language);
  // A failed load leaves the interface in English: the document follows.
  ready.catch((error: unknown) => {
    reportLoadFailure(error);
    applyDocumentLanguage(i18n.language);
  });
  window.addEventListener("storage", (event) => {
    if (event.key !== LANGUAGE_KEY || event.newValue === null) return;
    const chosen = parseStoredLanguage(event.newValue);
    const language = chosen === null ? undefined : matchLanguage(chosen, OFFERED_LANGUAGES);
    if (language) i18n.changeLanguage(language).catch(reportLoadFailure);
  });
  return { i18n, language, ready };
}

function reportLoadFailure(error: unknown) {
  console.error("[i18n] a language's strings did not load", error);
}

/**
 * The viewer's choice of interface language: kept in this browser and applied (once its strings
 * load; with overlapping choices, the last one wins). Answers the language chosen, or undefined
 * when none of the offered ones serves `code`. Syncing it to an account is the caller's
 * (settings: the account's outbox).
 */
export async function chooseLanguage(i18n: I18n, code: string): Promise<string | undefined> {
  const language = matchLanguage(code, OFFERED_LANGUAGES);
  if (!language) return undefined;
  storeLanguage(language);
  await i18n.changeLanguage(language);
  return language;
}

/**
 * A language that came from elsewhere (an account's restore): applied to the app's translator
 * and kept, when the interface offers it; an unknown or untranslated language is ignored.
 */
export function applyRemoteLanguage(code: string): void {
  if (appI18n) void chooseLanguage(appI18n, code).catch(reportLoadFailure);
}
