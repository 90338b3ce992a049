// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { mountPopup, type PopupDeps } from "./popup";
import { loadPage, memoryStorage, settle, translate, visible } from "./test-page";

const SECTIONS = ["setup", "site", "not-site"];

async function openPopup(options: { url?: string; hasPermission?: boolean; whitelist?: string[] }) {
  const doc = loadPage("popup.html");
  const { data, storage } = memoryStorage(options.whitelist);
  const deps: PopupDeps = {
    t: translate,
    currentTabUrl: () => Promise.resolve(options.url),
    hasHostPermission: () => Promise.resolve(options.hasPermission ?? true),
    storage,
    openSetup: vi.fn(() => Promise.resolve()),
    close: vi.fn(),
  };
  await mountPopup(doc, deps);
  return { doc, data, deps, toggle: doc.getElementById("site-toggle") as HTMLButtonElement };
}

describe("the popup", () => {
  it("shows the setup screen while access to websites is not granted, opening the setup page", async () => {
    const { doc, deps } = await openPopup({ url: "https://site.test/", hasPermission: false });
    expect(visible(SECTIONS)).toEqual(["setup"]);
    expect(doc.querySelector("#setup h1")?.textContent).toBe("Set up Matinee");
    (doc.getElementById("setup-action") as HTMLButtonElement).click();
    await settle();
    expect(deps.openSetup).toHaveBeenCalledOnce();
    expect(deps.close).toHaveBeenCalledOnce();
  });

  it("shows the current site and that it is not allowed, as an unchecked switch", async () => {
    const { doc, toggle } = await openPopup({
      url: "https://Site.test:8443/watch",
      whitelist: ["other.test"],
    });
    expect(visible(SECTIONS)).toEqual(["site"]);
    expect(doc.getElementById("site-host")?.textContent).toBe("site.test:8443");
    expect(doc.getElementById("site-status")?.textContent).toBe("Matinee is off for this site.");
    expect(toggle.getAttribute("role")).toBe("switch");
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(toggle.textContent?.trim()).toBe("Allow this site");
  });

  it("allows and disallows the site with the switch, keeping other sites", async () => {
    const { doc, data, toggle } = await openPopup({
      url: "https://site.test/",
      whitelist: ["other.test"],
    });
    toggle.click();
    await settle();
    expect(data.domainWhitelist).toEqual(["other.test", "site.test"]);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(doc.getElementById("site-status")?.textContent).toBe("Matinee can work on this site.");
    toggle.click();
    await settle();
    expect(data.domainWhitelist).toEqual(["other.test"]);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
  });

  it("says there is nothing to allow on a page that is not a website", async () => {
    for (const url of ["chrome://extensions/", undefined]) {
      const { doc } = await openPopup({ url });
      expect(visible(SECTIONS)).toEqual(["not-site"]);
      expect(doc.querySelector("#not-site p")?.textContent).toMatch(/not a website/);
    }
  });
});
