import { ALL_SITES } from "../shared/browser-api";
import type { WhitelistStorage } from "../shared/whitelist";
import type { Translate } from "./i18n";

/** What every extension page takes from the browser. */
export function pageDeps(api: typeof chrome): {
  t: Translate;
  storage: WhitelistStorage;
  hasHostPermission(): Promise<boolean>;
  requestPermission(): Promise<boolean>;
} {
  document.documentElement.lang = api.i18n.getUILanguage();
  return {
    t: (key, substitutions) => api.i18n.getMessage(key, substitutions),
    storage: {
      get: (key) => api.storage.local.get(key),
      set: (items) => api.storage.local.set(items),
    },
    hasHostPermission: () => api.permissions.contains(ALL_SITES),
    requestPermission: () => api.permissions.request(ALL_SITES),
  };
}
