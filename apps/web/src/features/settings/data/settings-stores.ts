import type { StoredSettings } from "@matinee/domain";
import { BOOKMARKS_KEY, PROGRESS_KEY } from "../../library";

/** Every store of this app is kept under a key with this prefix. */
const APP_PREFIX = "matinee::";

/**
 * Keys (or key prefixes) of stores that are not settings: the account (its token and seed never
 * leave the browser, and a file must never log anyone in), the sync's own state (unsent edits,
 * the leading tab), the library (in the file on its own), and the note that the predecessor's
 * data was imported. Any other store of the app is a setting: a later one is exported unasked.
 */
const NOT_SETTINGS = [
  // The account's ACCOUNT_KEY, written out: importing the account's index here would move it
  // out of the first visit's chunk (settings-services.tsx); a test holds the two equal.
  "matinee::account",
  "matinee::outbox::",
  "matinee::sync-leader",
  BOOKMARKS_KEY,
  PROGRESS_KEY,
  "matinee::predecessor-imported",
];

/** Whether a stored key holds settings, which an export carries and an import may write. */
export function isSettingsKey(key: string): boolean {
  return key.startsWith(APP_PREFIX) && !NOT_SETTINGS.some((other) => key.startsWith(other));
}

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** The settings stores of this browser, as persisted (each a JSON object); unreadable ones left out. */
export function readSettingsStores(storage: Storage = localStorage): StoredSettings {
  const settings: StoredSettings = {};
  for (const key of keysOf(storage).filter(isSettingsKey).sort()) {
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? "");
      if (typeof value === "object" && value !== null && !Array.isArray(value)) {
        settings[key] = value as StoredSettings[string];
      }
    } catch {
      // Not JSON: no store of ours wrote it.
    }
  }
  return settings;
}

/**
 * Writes imported settings stores; keys that are not settings are ignored (a file cannot put an
 * account or unsent edits here). Stores already loaded in this page keep their old state until
 * it reloads. Answers how many were written.
 */
export function writeSettingsStores(
  settings: StoredSettings,
  storage: Storage = localStorage,
): number {
  let written = 0;
  for (const [key, value] of Object.entries(settings)) {
    if (!isSettingsKey(key)) continue;
    storage.setItem(key, JSON.stringify(value));
    written += 1;
  }
  return written;
}
