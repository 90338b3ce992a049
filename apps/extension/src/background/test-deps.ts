import type { BackgroundDeps } from "./deps";
import type { HeaderRule, RuleUpdate } from "./rules";

/** A page whose host is `site.test`, in tab 7. */
export const SITE = { url: "https://site.test/watch/1", tabId: 7 };

export interface FakeBrowser {
  deps: BackgroundDeps;
  /** The dynamic rules now installed, by id. */
  rules: Map<number, HeaderRule>;
  /** Every fetch, with the rules installed when it was made. */
  fetches: { url: string; init: RequestInit | undefined; rules: HeaderRule[] }[];
  stored: Record<string, unknown>;
  navigations: { tabId: number; url: string }[];
}

/**
 * Background dependencies with fake browser parts: storage in a record, dynamic rules in a map
 * (updated the way declarativeNetRequest does: removals first), cookies from a table, and a
 * fetch that answers with `respond`.
 */
export function fakeBrowser(
  options: {
    whitelist?: string[];
    hasPermission?: boolean;
    cookies?: Record<string, { name: string; value: string }[]>;
    respond?: (url: string, init: RequestInit | undefined) => Response | Promise<Response>;
  } = {},
): FakeBrowser {
  const rules = new Map<number, HeaderRule>();
  const stored: Record<string, unknown> = { domainWhitelist: options.whitelist ?? ["site.test"] };
  const fetches: FakeBrowser["fetches"] = [];
  const navigations: FakeBrowser["navigations"] = [];
  const deps: BackgroundDeps = {
    version: "1.2.0",
    storage: {
      get: (key) => Promise.resolve(key in stored ? { [key]: stored[key] } : {}),
      set: (items) => {
        Object.assign(stored, items);
        return Promise.resolve();
      },
    },
    hasHostPermission: () => Promise.resolve(options.hasPermission ?? true),
    updateDynamicRules: (update: RuleUpdate) => {
      for (const id of update.removeRuleIds ?? []) rules.delete(id);
      for (const rule of update.addRules ?? []) {
        if (rules.has(rule.id)) return Promise.reject(new Error(`Rule ${rule.id} exists`));
        rules.set(rule.id, rule);
      }
      return Promise.resolve();
    },
    getCookies: (url) => Promise.resolve(options.cookies?.[url] ?? []),
    navigateTab: (tabId, url) => {
      navigations.push({ tabId, url });
      return Promise.resolve();
    },
    pageUrl: (path) => `chrome-extension://abc/${path}`,
    fetch: async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      fetches.push({ url, init, rules: [...rules.values()] });
      return (await options.respond?.(url, init)) ?? new Response("ok");
    },
  };
  return { deps, rules, fetches, stored, navigations };
}

/** A Response as fetch gives it, with the URL it ended at. */
export function responseAt(url: string, body: string, init: ResponseInit = {}): Response {
  const response = new Response(body, init);
  Object.defineProperty(response, "url", { value: url });
  return response;
}
