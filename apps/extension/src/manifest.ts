/**
 * The extension's manifest, one source for both browsers (Manifest V3). Chromium runs the
 * background as a service worker; Firefox as an event page (`background.scripts`) and needs its
 * add-on id and data-collection statement.
 */
export type BrowserTarget = "chromium" | "firefox";

export interface ManifestOptions {
  version: string;
  /**
   * Test builds only: `<all_urls>` becomes a required host permission, granted when the
   * extension is loaded, which stands in for the viewer clicking "Allow" in the browser's
   * permission prompt (a prompt that automated tests cannot click). Never published.
   */
  hostAccessGranted?: boolean;
}

/** Firefox's add-on id for Matinee (any stable id; a GUID needs no domain of ours). */
export const FIREFOX_ADDON_ID = "{7f3d9c2e-5a41-4e8b-9b6c-2d1e0f4a8c73}";

const ICON_SIZES = [16, 32, 48, 128] as const;

export function buildManifest(target: BrowserTarget, options: ManifestOptions) {
  const icons = Object.fromEntries(ICON_SIZES.map((size) => [size, `icons/${size}.png`]));
  const allSites = ["<all_urls>"];
  return {
    manifest_version: 3,
    name: options.hostAccessGranted ? "Matinee (test build)" : "__MSG_extensionName__",
    description: "__MSG_extensionDescription__",
    version: options.version,
    default_locale: "en",
    icons,
    action: {
      default_popup: "popup.html",
      default_title: "__MSG_extensionName__",
      default_icon: icons,
    },
    permissions: ["declarativeNetRequest", "activeTab", "cookies", "storage"],
    ...(options.hostAccessGranted
      ? { host_permissions: allSites }
      : { optional_host_permissions: allSites }),
    content_scripts: [
      { matches: allSites, js: ["content.js"], run_at: "document_start", all_frames: false },
    ],
    ...(target === "chromium"
      ? { background: { service_worker: "background.js" }, minimum_chrome_version: "121" }
      : {
          background: { scripts: ["background.js"] },
          browser_specific_settings: {
            gecko: {
              id: FIREFOX_ADDON_ID,
              // 140: the first release that reads data_collection_permissions (ESR 140).
              strict_min_version: "140.0",
              data_collection_permissions: { required: ["none"] },
            },
            gecko_android: { strict_min_version: "142.0" },
          },
        }),
  };
}
