import { setDefaultSubtitleLanguage } from "../../../shared/subtitles";
import type { SettingsServices } from "../settings-services";

/**
 * The viewer picks a default subtitle language (or none): this browser keeps it and, with an
 * account, it is queued for the account server (SPEC §3 `defaultSubtitleLanguage`) so the
 * account's other browsers take it at their next restore.
 */
export async function chooseSyncedSubtitleLanguage(
  language: string | null,
  { hasAccount, loadAccount }: Pick<SettingsServices, "hasAccount" | "loadAccount">,
): Promise<void> {
  setDefaultSubtitleLanguage(language);
  if (!hasAccount()) return;
  try {
    const account = await loadAccount();
    account.enqueueSettings({ defaultSubtitleLanguage: language });
  } catch (error) {
    console.error("[settings] the subtitle language was kept here but not queued for sync", error);
  }
}
