import { ALL_SITES, isFirefox } from "../shared/browser-api";
import type { BackgroundDeps } from "./deps";

/** The handlers' dependencies on the real browser. */
export function chromeDeps(api: typeof chrome): BackgroundDeps {
  const firefox = isFirefox(api);
  return {
    version: api.runtime.getManifest().version,
    storage: {
      get: (key) => api.storage.local.get(key),
      set: (items) => api.storage.local.set(items),
    },
    hasHostPermission: () => api.permissions.contains(ALL_SITES),
    updateDynamicRules: (update) => api.declarativeNetRequest.updateDynamicRules(update),
    // Firefox with first-party isolation answers only when firstPartyDomain is given (null = any).
    getCookies: (url) =>
      api.cookies.getAll(
        firefox ? ({ url, firstPartyDomain: null } as chrome.cookies.GetAllDetails) : { url },
      ),
    navigateTab: async (tabId, url) => {
      await api.tabs.update(tabId, { url });
    },
    pageUrl: (path) => api.runtime.getURL(path),
    fetch: (input, init) => fetch(input, init),
  };
}
