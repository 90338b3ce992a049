import type { SettingsInput } from "@matinee/contracts";
import { getAccount } from "./account-store";
import { getOutbox } from "./account-runners";

/**
 * Queues a change of the synced settings (`applicationLanguage`, `defaultSubtitleLanguage`,
 * `applicationTheme`, `proxyUrls`; SPEC §3) for the account server; the settings screens call
 * it. Absent keys stay as they are on the server; an empty proxy list is sent as null, "unset"
 * (quirk 15). Answers false when nobody is logged in (nothing to sync).
 */
export function enqueueSettings(settings: SettingsInput, now: () => number = Date.now): boolean {
  if (!getAccount()) return false;
  const next: SettingsInput = { ...settings };
  if (settings.proxyUrls !== undefined) {
    const urls = (settings.proxyUrls ?? []).map((url) => url.trim()).filter((url) => url !== "");
    next.proxyUrls = urls.length > 0 ? urls : null;
  }
  getOutbox().enqueue({ kind: "settingsPut", settings: next, at: now() });
  return true;
}
