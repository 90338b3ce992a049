/**
 * The interface language chosen in this browser (detected on the first visit, then the
 * viewer's or the account's choice). Kept as the app's persisted stores are (`{ state, version
 * }`), so the settings export carries it like the others.
 */
export const LANGUAGE_KEY = "matinee::language";

interface StoredLanguage {
  state: { language: string };
  version: 0;
}

/** The stored language code, or null when none is stored (a first visit) or it is unreadable. */
export function readStoredLanguage(storage: Storage | undefined = safeStorage()): string | null {
  const raw = storage?.getItem(LANGUAGE_KEY);
  if (!raw) return null;
  return parseStoredLanguage(raw);
}

/** The language in a stored value (also what a `storage` event from another tab carries). */
export function parseStoredLanguage(raw: string): string | null {
  try {
    const value = JSON.parse(raw) as Partial<StoredLanguage> | null;
    const language = value?.state?.language;
    return typeof language === "string" && language !== "" ? language : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: string, storage: Storage | undefined = safeStorage()) {
  const value: StoredLanguage = { state: { language }, version: 0 };
  try {
    storage?.setItem(LANGUAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage full or denied: the choice lasts for this page.
  }
}

/** localStorage, or undefined where reading it throws (storage disabled). */
function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
