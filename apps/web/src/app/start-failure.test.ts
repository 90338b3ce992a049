import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../shared/i18n";
import { showStartFailure } from "./start-failure";

afterEach(() => vi.unstubAllGlobals());

describe("showStartFailure", () => {
  it("replaces the page with the error, its explanation and a reload button that reloads", () => {
    const container = document.createElement("div");
    container.innerHTML = "<p>stale</p>";
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    showStartFailure(container, createI18n());
    const alert = container.querySelector('[role="alert"]');
    expect(container.children).toHaveLength(1);
    expect(alert?.querySelector("h1")?.textContent).toBe("We encountered an error!");
    expect(alert?.textContent).toContain("Reloading usually fixes it.");
    const button = alert?.querySelector("button");
    expect(button?.textContent).toBe("Reload");
    button?.click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
