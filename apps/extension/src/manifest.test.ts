import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isSupportedExtensionVersion } from "@matinee/providers";
import { buildManifest } from "./manifest";

const root = path.resolve(import.meta.dirname, "..");
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  version: string;
};

describe("the manifest", () => {
  it("has a version the web app accepts (^1.0.2)", () => {
    expect(isSupportedExtensionVersion(buildManifest("chromium", { version }).version)).toBe(true);
  });

  it("asks for the protocol's permissions, with access to websites optional", () => {
    for (const target of ["chromium", "firefox"] as const) {
      const manifest = buildManifest(target, { version });
      expect(manifest.manifest_version).toBe(3);
      expect(manifest.permissions).toEqual([
        "declarativeNetRequest",
        "activeTab",
        "cookies",
        "storage",
      ]);
      expect(manifest).toMatchObject({ optional_host_permissions: ["<all_urls>"] });
      expect(manifest).not.toHaveProperty("host_permissions");
      expect(manifest.content_scripts).toEqual([
        {
          matches: ["<all_urls>"],
          js: ["content.js"],
          run_at: "document_start",
          all_frames: false,
        },
      ]);
    }
  });

  it("runs the background as a service worker in Chromium and an event page in Firefox", () => {
    expect(buildManifest("chromium", { version }).background).toEqual({
      service_worker: "background.js",
    });
    const firefox = buildManifest("firefox", { version });
    expect(firefox.background).toEqual({ scripts: ["background.js"] });
    expect(firefox).toMatchObject({
      browser_specific_settings: { gecko: { strict_min_version: "140.0" } },
    });
  });

  it("grants access to websites at load only in the test build", () => {
    const test = buildManifest("chromium", { version, hostAccessGranted: true });
    expect(test).toMatchObject({ host_permissions: ["<all_urls>"], name: "Matinee (test build)" });
    expect(test).not.toHaveProperty("optional_host_permissions");
  });

  it("names only pages and strings that exist", () => {
    const manifest = buildManifest("chromium", { version });
    expect(existsSync(path.join(root, "public", manifest.action.default_popup))).toBe(true);
    const messages = JSON.parse(
      readFileSync(path.join(root, "public/_locales/en/messages.json"), "utf8"),
    ) as Record<string, unknown>;
    for (const text of [manifest.name, manifest.description]) {
      expect(messages).toHaveProperty(text.replace(/^__MSG_(.*)__$/, "$1"));
    }
  });
});
