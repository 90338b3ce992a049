// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { mountPermissionGrant } from "./permission-grant";
import { loadPage, memoryStorage, settle, translate, visible } from "./test-page";

const BACK = "https://watch.example.test/onboarding/extension?redirect=%2F";

function openGrant(redirectUrl: string | null, granted: boolean | Error) {
  const doc = loadPage("tabs/PermissionGrant.html");
  const { data, storage } = memoryStorage(["other.test"]);
  const requestPermission = vi.fn(() =>
    granted instanceof Error ? Promise.reject(granted) : Promise.resolve(granted),
  );
  const navigate = vi.fn();
  mountPermissionGrant(doc, { t: translate, redirectUrl, requestPermission, storage, navigate });
  const button = (id: string) => doc.getElementById(id) as HTMLButtonElement;
  return {
    doc,
    data,
    requestPermission,
    navigate,
    allow: button("grant-allow"),
    decline: button("grant-decline"),
  };
}

describe("the permission grant page", () => {
  it("names the site asking, with the Allow button focused", () => {
    const { doc, allow } = openGrant(BACK, true);
    expect(visible(["grant", "bad-url"])).toEqual(["grant"]);
    expect(doc.getElementById("grant-text")?.textContent).toMatch(
      /^watch\.example\.test asks to use/,
    );
    expect(doc.activeElement).toBe(allow);
  });

  it("asks the browser within the click, then whitelists the site and goes back", async () => {
    const { allow, requestPermission, data, navigate } = openGrant(BACK, true);
    allow.click();
    expect(requestPermission).toHaveBeenCalledOnce(); // synchronously: the gesture still counts
    expect(allow.disabled).toBe(true);
    await settle();
    expect(data.domainWhitelist).toEqual(["other.test", "watch.example.test"]);
    expect(navigate).toHaveBeenCalledWith(BACK);
  });

  it("goes back without whitelisting when the browser's prompt is refused or fails", async () => {
    for (const answer of [false, new Error("prompt closed")]) {
      const { doc, allow, data, navigate } = openGrant(BACK, answer);
      allow.click();
      await settle();
      expect(data.domainWhitelist).toEqual(["other.test"]);
      expect(doc.getElementById("grant-status")?.textContent).toMatch(/not granted/);
      expect(navigate).toHaveBeenCalledWith(BACK);
    }
  });

  it("goes back at once on Not now", () => {
    const { decline, requestPermission, navigate } = openGrant(BACK, true);
    decline.click();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(BACK);
  });

  it("offers nothing when opened without a site to return to", () => {
    for (const redirectUrl of [null, "javascript:alert(1)", "chrome://settings"]) {
      openGrant(redirectUrl, true);
      expect(visible(["grant", "bad-url"])).toEqual(["bad-url"]);
    }
  });
});
