/**
 * The browser extension protocol's constants (PROTOCOLS.md §5), apart from its schemas so a
 * content script that needs only the names does not carry zod onto every page.
 */

export const EXTENSION_MESSAGE_NAMES = [
  "hello",
  "makeRequest",
  "prepareStream",
  "openPage",
] as const;
export type ExtensionMessageName = (typeof EXTENSION_MESSAGE_NAMES)[number];

/** The dynamic rule `makeRequest` installs for its one request, then removes (§5.3). */
export const MAKE_REQUEST_RULE_ID = 23498;
/** The rule ids the web app gives `prepareStream` (§5.3). */
export const STREAM_RULE_IDS = { stream: 1, hlsLevels: 2, hlsAudio: 3 } as const;

/** The extension pages `openPage` may open. */
export const EXTENSION_PAGES = ["PermissionGrant", "PermissionRequest"] as const;
