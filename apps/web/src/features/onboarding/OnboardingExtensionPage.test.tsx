import type { HelloReply } from "@matinee/contracts";
import { parseRuntimeConfig } from "@matinee/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAppConfig } from "../../shared/lib/config";
import { isOnboardingCompleted, useOnboardingStore } from "./onboarding-store";
import { OnboardingExtensionPage } from "./OnboardingExtensionPage";
import { renderOnboarding } from "./testing/render-onboarding";

afterEach(() => useOnboardingStore.setState({ completed: false }));

const QUERY = `?redirect=${encodeURIComponent("/media/tmdb-movie-10378-big-buck-bunny")}`;
const PATH = `/onboarding/extension${QUERY}`;
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

const reply = (changes: Partial<Extract<HelloReply, { success: true }>> = {}): HelloReply => ({
  success: true,
  version: "1.2.0",
  allowed: true,
  hasPermission: true,
  ...changes,
});

function renderPage({
  answer,
  grant = () => Promise.resolve(),
  userAgent = CHROME,
  hintAfterMs,
}: {
  answer: HelloReply | null | "never";
  grant?: () => Promise<unknown>;
  userAgent?: string;
  hintAfterMs?: number;
}) {
  const hello = () =>
    answer === "never" ? new Promise<HelloReply | null>(() => undefined) : Promise.resolve(answer);
  return renderOnboarding(
    <OnboardingExtensionPage
      hello={hello}
      grant={grant}
      userAgent={userAgent}
      hintAfterMs={hintAfterMs}
    />,
    PATH,
  );
}

const status = () => screen.getByRole("status");

describe("onboarding, extension step", () => {
  it("is step 2, with the way back to step 1 keeping the query string", () => {
    renderPage({ answer: "never" });
    expect(screen.getByText("Step 2 of 2")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the choices" }).getAttribute("href")).toBe(
      `/onboarding${QUERY}`,
    );
  });

  it("looks for the extension, then suggests a reload when none answers for a while", async () => {
    renderPage({ answer: "never", hintAfterMs: 30 });
    expect(status().textContent).toBe("Looking for the extension…");
    expect(screen.queryByRole("button", { name: "Reload the page" })).toBeNull();
    expect(await screen.findByRole("button", { name: "Reload the page" })).toBeTruthy();
    expect(status().textContent).toContain("still not detected? Reload the page.");
  });

  it("says when no extension answered", async () => {
    renderPage({ answer: null });
    expect(await screen.findByText(/^No extension answered yet/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
  });

  it.each([
    ["not allowed on this site", reply({ allowed: false })],
    ["without the permission", reply({ hasPermission: false })],
  ])("offers to grant permission when the extension is %s", async (_, answer) => {
    const grant = vi.fn(() => Promise.resolve());
    renderPage({ answer, grant });
    fireEvent.click(await screen.findByRole("button", { name: "Grant permission" }));
    expect(grant).toHaveBeenCalledTimes(1);
    expect(status().textContent).toBe(
      "The extension is installed, but this site needs your permission to use it.",
    );
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
  });

  it("says the extension failed", async () => {
    renderPage({ answer: { success: false, error: "broken" } });
    expect(await screen.findByText(/^The extension answered with an error/)).toBeTruthy();
  });

  it("names the installed version of an outdated extension", async () => {
    renderPage({ answer: reply({ version: "1.0.1" }) });
    expect(
      await screen.findByText(
        "Version 1.0.1 of the extension is installed, and this site needs version 1.0.2 or later (below 2.0). Update the extension, then reload the page.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
  });

  it("continues to the redirect target once the extension works, onboarding completed", async () => {
    const router = renderPage({ answer: reply() });
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }));
    expect(isOnboardingCompleted()).toBe(true);
    expect(router.state.location.pathname).toBe("/media/tmdb-movie-10378-big-buck-bunny");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  describe("install links and help", () => {
    const configure = () =>
      setAppConfig(
        parseRuntimeConfig({
          VITE_ONBOARDING_CHROME_EXTENSION_INSTALL_LINK: "https://chrome.example/matinee",
          VITE_ONBOARDING_FIREFOX_EXTENSION_INSTALL_LINK: "https://addons.example/matinee",
        }),
      );

    it("links Chrome's store on Chrome and Chromium, without the Firefox note", () => {
      configure();
      renderPage({ answer: "never" });
      const link = screen.getByRole("link", { name: "Get the extension for Chrome" });
      expect(link.getAttribute("href")).toBe("https://chrome.example/matinee");
      expect(screen.queryByRole("link", { name: "Get the extension for Firefox" })).toBeNull();
      expect(screen.queryByRole("heading", { name: "On Firefox" })).toBeNull();
    });

    it("links Firefox's store on Firefox, with the Firefox note", () => {
      configure();
      renderPage({ answer: "never", userAgent: FIREFOX });
      const link = screen.getByRole("link", { name: "Get the extension for Firefox" });
      expect(link.getAttribute("href")).toBe("https://addons.example/matinee");
      expect(screen.getByRole("heading", { name: "On Firefox" })).toBeTruthy();
      expect(screen.getByText(/about:addons/)).toBeTruthy();
    });

    it("shows no install link when none is configured, or one that is no web address", () => {
      setAppConfig(
        parseRuntimeConfig({
          VITE_ONBOARDING_CHROME_EXTENSION_INSTALL_LINK: "javascript:alert(1)",
        }),
      );
      renderPage({ answer: "never" });
      expect(screen.queryByRole("heading", { name: "Install the extension" })).toBeNull();
      expect(screen.queryByRole("link", { name: /Get the extension/ })).toBeNull();
    });

    it("hides the install link once the extension works", async () => {
      configure();
      renderPage({ answer: reply() });
      await screen.findByRole("button", { name: "Continue" });
      expect(screen.queryByRole("link", { name: /Get the extension/ })).toBeNull();
    });
  });
});
