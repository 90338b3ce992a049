import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";
import { configure } from "./support/runtime-config";

const lightbarFrame = (page: Page) =>
  page.evaluate(() => document.querySelector("canvas")?.toDataURL() ?? "");

describe("site chrome and text pages", () => {
  const session = useBrowser();

  it("reaches the about page from the header menu with the keyboard alone", async () => {
    const page = await session.newPage();
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

    // Opens on the first entry (Sync to the cloud), then past Log in and Discover to About.
    for (let press = 0; press < 4; press++) await page.keyboard.press("ArrowDown");
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe("About");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/about");
    await page.getByRole("heading", { level: 1, name: "About Matinee" }).waitFor();
  });

  it("opens an answer on the about page", async () => {
    const page = await session.newPage();
    await page.goto("/about");
    const question = page.getByRole("button", { name: "Does it cost anything?" });
    const answer = page.getByText("There is no subscription");
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    expect(await question.getAttribute("aria-expanded")).toBe("true");
    expect(await answer.isVisible()).toBe(true);
  });

  it("has no takedown page, footer link or support contact without a contact address", async () => {
    const page = await session.newPage();
    await page.goto("/dmca");
    await page.getByRole("heading", { name: "Couldn't find that page" }).waitFor();
    expect(await page.getByRole("link", { name: "Takedown requests" }).count()).toBe(0);
    await page.goto("/support");
    await page.getByRole("heading", { level: 1, name: "Help and support" }).waitFor();
    expect(await page.locator('a[href^="mailto:"]').count()).toBe(0);
  });

  it("shows the takedown page, footer link and support contact once config.js names one", async () => {
    const page = await session.newPage();
    await configure(page, { VITE_DMCA_EMAIL: "legal@example.org" });
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Takedown requests" }).click();
    await page.getByRole("heading", { level: 1, name: "Takedown requests" }).waitFor();
    const mail = page.getByRole("main").getByRole("link", { name: /legal@example.org/ });
    expect(await mail.getAttribute("href")).toBe("mailto:legal@example.org");

    await page.getByRole("contentinfo").getByRole("link", { name: "Support" }).click();
    await page.getByRole("heading", { name: "Contact" }).waitFor();
    const contact = page.getByRole("main").getByRole("link", { name: /legal@example.org/ });
    expect(await contact.getAttribute("href")).toBe("mailto:legal@example.org");
  });

  it("warns when /ping.txt cannot be reached and hides the warning for the session", async () => {
    const page = await session.newPage();
    await page.route("**/ping.txt", (route) => route.abort("internetdisconnected"));
    await page.goto("/about");
    const banner = page.getByRole("alert").filter({ hasText: /offline/ });
    await banner.waitFor({ timeout: 15_000 });
    await banner.getByRole("button", { name: "Hide this message" }).click();
    await banner.waitFor({ state: "detached" });
    const dismissed = await page.evaluate(() =>
      sessionStorage.getItem("matinee:offline-banner-dismissed"),
    );
    expect(dismissed).toBe("1");
  });

  it("shows the announced downtime notice once, then lets the viewer in", async () => {
    const page = await session.newPage();
    await configure(page, { VITE_DOWNTIME_NOTICE: "true" });
    await page.goto("/about");
    await page.getByRole("button", { name: "Continue to the home page" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/about");
    await page.getByRole("heading", { level: 1, name: "About Matinee" }).waitFor();
  });

  it("animates the lightbar's particles on home", async () => {
    const page = await session.newPage();
    await page.goto("/");
    await page.locator('canvas[data-motion="animated"]').waitFor({ state: "attached" });
    const first = await lightbarFrame(page);
    await expect.poll(() => lightbarFrame(page), { timeout: 5_000 }).not.toBe(first);
  });

  it("keeps the lightbar still when the viewer asks for reduced motion", async () => {
    const page = await session.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.locator('canvas[data-motion="still"]').waitFor({ state: "attached" });
    const first = await lightbarFrame(page);
    // Many frames' worth of time: an animated bar would have moved.
    await page.waitForTimeout(600);
    expect(await lightbarFrame(page)).toBe(first);
    expect(first.length).toBeGreaterThan(1_000); // the still frame was drawn, not blank
  });
});
