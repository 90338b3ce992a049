import type { UserSettingsDto } from "@matinee/contracts";
import type { OutboxEntry } from "./outbox";

/** The synced settings a restore applies locally (SPEC §3); null: keep the local value. */
export interface RemoteSettings {
  applicationLanguage: string | null;
  defaultSubtitleLanguage: string | null;
  applicationTheme: string | null;
  proxyUrls: string[] | null;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/**
 * What of `GET /users/{uid}/settings` to apply, as movie-web does (only values that are set),
 * except that an empty proxy list counts as unset (quirk 15: movie-web let `[]` wipe the
 * configured proxies, leaving the viewer with none).
 */
export function readRemoteSettings(
  dto: Partial<UserSettingsDto> | null | undefined,
): RemoteSettings {
  const proxies = Array.isArray(dto?.proxyUrls)
    ? dto.proxyUrls.filter((url): url is string => typeof url === "string" && url.trim() !== "")
    : [];
  return {
    applicationLanguage: text(dto?.applicationLanguage),
    defaultSubtitleLanguage: text(dto?.defaultSubtitleLanguage),
    applicationTheme: text(dto?.applicationTheme),
    proxyUrls: proxies.length > 0 ? proxies : null,
  };
}

const SYNCED_SETTINGS = [
  "applicationLanguage",
  "defaultSubtitleLanguage",
  "applicationTheme",
  "proxyUrls",
] as const;

/**
 * The restored settings less those this device changed and has not sent yet (a `settingsPut` in
 * the outbox at any of the given moments): the viewer's newer choice is kept, not undone by the
 * server's older copy, and reaches the server when the outbox is sent.
 */
export function withoutUnsentSettings(
  remote: RemoteSettings,
  ...snapshots: ReadonlyArray<readonly OutboxEntry[]>
): RemoteSettings {
  const kept: RemoteSettings = { ...remote };
  for (const { edit } of snapshots.flat()) {
    if (edit.kind !== "settingsPut") continue;
    for (const name of SYNCED_SETTINGS) {
      if (edit.settings[name] !== undefined) kept[name] = null;
    }
  }
  return kept;
}
