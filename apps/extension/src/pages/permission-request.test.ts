// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { mountPermissionRequest } from "./permission-request";
import { loadPage, settle, translate } from "./test-page";

function openRequest(answers: boolean[]) {
  const doc = loadPage("tabs/PermissionRequest.html");
  const requestPermission = vi.fn(() => Promise.resolve(answers.shift() ?? false));
  mountPermissionRequest(doc, { t: translate, requestPermission });
  return {
    doc,
    requestPermission,
    action: doc.getElementById("request-action") as HTMLButtonElement,
    status: () => doc.getElementById("request-status")?.textContent,
  };
}

describe("the permission request page", () => {
  it("asks for access to websites on click and says it is done", async () => {
    const { doc, action, requestPermission, status } = openRequest([true]);
    expect(doc.querySelector("h1")?.textContent).toBe("Give Matinee access to websites");
    expect(doc.activeElement).toBe(action);
    action.click();
    expect(requestPermission).toHaveBeenCalledOnce();
    await settle();
    expect(status()).toMatch(/^Done/);
    expect(action.hidden).toBe(true);
  });

  it("lets the viewer try again after refusing", async () => {
    const { action, requestPermission, status } = openRequest([false, true]);
    action.click();
    await settle();
    expect(status()).toMatch(/not granted/);
    expect(action.hidden).toBe(false);
    expect(action.disabled).toBe(false);
    action.click();
    await settle();
    expect(requestPermission).toHaveBeenCalledTimes(2);
    expect(status()).toMatch(/^Done/);
  });
});
