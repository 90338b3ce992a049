import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser, videoTime, waitForPlayback } from "./support/browser";

const BUNNY = "/media/tmdb-movie-10378-big-buck-bunny";

/** A phone held upright: touch input, no mouse hovering. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A point on the video clear of every control, shown or not (between top bar and centre). */
const OPEN_VIDEO = { x: 195, y: 250 };

/**
 * "shown" when the Settings button is on screen and takes input (opaque, not inert), "hidden"
 * when it is neither; anything in between is reported as it is.
 */
const controlsState = (page: Page) =>
  page.getByRole("button", { name: "Settings", includeHidden: true }).evaluate((button) => {
    let opacity = 1;
    for (let node: Element | null = button; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    const inert = button.closest("[inert]") !== null;
    if (opacity > 0.99 && !inert) return "shown";
    if (opacity < 0.01 && inert) return "hidden";
    return `opacity ${opacity}, ${inert ? "inert" : "live"}`;
  });

/** Taps, then waits out the double-tap window (300 ms), so the next tap counts on its own. */
async function tap(page: Page, point: { x: number; y: number }) {
  await page.touchscreen.tap(point.x, point.y);
  await page.waitForTimeout(400);
}

/** The middle of the phone's large play/pause button (drawn in the middle of the video). */
async function centrePlayButton(page: Page) {
  const box = await page.evaluate(() => {
    const button = Array.from(document.querySelectorAll("button")).find(
      (element) =>
        /^(Play|Pause)$/.test(element.getAttribute("aria-label") ?? "") &&
        element.getBoundingClientRect().width >= 60,
    );
    const rect = button?.getBoundingClientRect();
    return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
  });
  if (!box) throw new Error("no centre play button");
  return box;
}

async function openPlaying(page: Page) {
  await page.goto(BUNNY);
  await waitForPlayback(page, 0.5);
  // Playing, untouched: the controls are hidden.
  await expect.poll(() => controlsState(page)).toBe("hidden");
}

describe("the player on a phone (touch)", () => {
  const session = useBrowser();

  it("shows the controls on a tap and hides them on the next tap on the video", async () => {
    const page = await session.newPage(PHONE);
    await openPlaying(page);
    await tap(page, OPEN_VIDEO);
    // The finger left the player as it lifted: the controls stay all the same.
    expect(await controlsState(page)).toBe("shown");
    await tap(page, OPEN_VIDEO);
    expect(await controlsState(page)).toBe("hidden");
  });

  it("lets a tap where the hidden play button sits show the controls, not pause", async () => {
    const page = await session.newPage(PHONE);
    await openPlaying(page);
    const before = await videoTime(page);
    await tap(page, await centrePlayButton(page));
    expect(await controlsState(page)).toBe("shown");
    expect(await page.evaluate(() => document.querySelector("video")?.paused)).toBe(false);
    // It keeps playing.
    await expect.poll(() => videoTime(page)).toBeGreaterThan(before + 0.5);
    // Shown, the same button pauses.
    await tap(page, await centrePlayButton(page));
    await page.waitForFunction(() => document.querySelector("video")?.paused === true);
  });

  it("lets no hidden control take the focus", async () => {
    const page = await session.newPage(PHONE);
    await openPlaying(page);
    const focusable = await page.evaluate(() => {
      const root = document.querySelector("[data-controls]");
      const controls = Array.from(root?.querySelectorAll<HTMLElement>("button, a, input") ?? []);
      return {
        count: controls.length,
        taken: controls
          .filter((control) => {
            control.focus();
            return document.activeElement === control;
          })
          .map((control) => control.getAttribute("aria-label") ?? control.textContent),
      };
    });
    expect(focusable.count).toBeGreaterThan(5);
    expect(focusable.taken).toEqual([]);
  });
});
