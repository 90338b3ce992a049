/**
 * The extension API of the browser running us: Firefox's `browser` (promises everywhere), else
 * Chromium's `chrome`. Both are used only through calls that return promises in MV3.
 */
export function extensionApi(): typeof chrome {
  const scope = globalThis as { browser?: typeof chrome; chrome?: typeof chrome };
  const api = scope.browser ?? scope.chrome;
  if (!api) throw new Error("Not running as a browser extension");
  return api;
}

/** The optional host permission the extension asks for (§5.4). */
export const ALL_SITES = { origins: ["<all_urls>"] };

export function isFirefox(api: typeof chrome): boolean {
  return api.runtime.getURL("").startsWith("moz-extension:");
}
