import { chooseTheme, type ThemeName } from "../../../shared/theme";
import type { SettingsServices } from "../settings-services";

/**
 * The viewer picks `theme`: the page takes it at once and this browser keeps it; with an
 * account, it is queued for the account server (the outbox sends it, SPEC §3 `applicationTheme`)
 * so the account's other browsers take it at their next restore.
 */
export async function chooseSyncedTheme(
  theme: ThemeName,
  { hasAccount, loadAccount }: Pick<SettingsServices, "hasAccount" | "loadAccount">,
): Promise<void> {
  chooseTheme(theme);
  if (!hasAccount()) return;
  try {
    const account = await loadAccount();
    account.enqueueSettings({ applicationTheme: theme });
  } catch (error) {
    console.error("[settings] the theme was kept here but could not be queued for sync", error);
  }
}
