import type { WhitelistStorage } from "../shared/whitelist";
import type { RuleUpdate } from "./rules";

/** The page that sent a message, as the browser tells it (never as the page claims). */
export interface Sender {
  /** The sending frame's URL (the content script runs only in top-level frames). */
  url?: string;
  tabId?: number;
}

/** What the handlers use of the browser: the real APIs in `chrome-deps.ts`, fakes in tests. */
export interface BackgroundDeps {
  version: string;
  storage: WhitelistStorage;
  /** Whether the optional host permission `<all_urls>` is granted. */
  hasHostPermission(): Promise<boolean>;
  updateDynamicRules(update: RuleUpdate): Promise<void>;
  /** The browser's cookies for a URL. */
  getCookies(url: string): Promise<{ name: string; value: string }[]>;
  navigateTab(tabId: number, url: string): Promise<void>;
  /** An extension page's full URL. */
  pageUrl(path: string): string;
  fetch: typeof fetch;
}
