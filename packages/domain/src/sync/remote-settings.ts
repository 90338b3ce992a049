import type { UserSettingsDto } from "@matinee/contracts";

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
