import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { revealControls, useBrowser, videoTime, waitForPlayback } from "./support/browser";
import { lowestCueBottom } from "./support/caption-box";

const BUNNY = "/media/tmdb-movie-10378-big-buck-bunny";
const CAMINANDES = "/media/tmdb-tv-900000001-caminandes";

/** Opens a page of the settings overlay through its buttons, as a viewer would. */
async function openSettings(page: Page, row: RegExp) {
  // The controls hide 3 s after the last move: on a busy machine they may be gone again before
  // the click lands, so the move and the click are tried together until the panel opens.
  await expect
    .poll(
      async () => {
        await revealControls(page);
        return page
          .getByRole("button", { name: "Settings" })
          .click({ timeout: 2_000 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.getByRole("dialog", { name: "Settings" }).getByRole("button", { name: row }).click();
}

/** Pauses with K and waits for the video to report it. */
async function pause(page: Page) {
  await page.keyboard.press("k");
  await page.waitForFunction(() => document.querySelector("video")?.paused === true);
}

/** Waits until the player's own renderer draws a caption cue over the video. */
function showsCue(page: Page) {
  return page.getByTestId("caption-cue").first().waitFor({ timeout: 15_000 });
}

/** Whether the player's controls are "shown" or "hidden". */
function controlsState(page: Page) {
  return page.evaluate(
    () => document.querySelector<HTMLElement>("[data-controls]")?.dataset.controls,
  );
}

/**
 * Rests the pointer on the seek bar at `share` of its width and returns the bar's box, which
 * holds the hover preview (time, and the image when there is one).
 */
async function hoverSeekBar(page: Page, share: number) {
  await revealControls(page);
  const bar = page.getByRole("slider", { name: "Position in the video" });
  const box = await bar.boundingBox();
  if (!box) throw new Error("the seek bar is not on screen");
  await page.mouse.move(box.x + box.width * share, box.y + box.height / 2, { steps: 3 });
  return bar.locator("xpath=..");
}

describe("the player on the demo streams", () => {
  const session = useBrowser();

  it("plays the HLS demo: time advances past 2 s", async () => {
    const page = await session.newPage();
    await page.goto(BUNNY);
    expect(await waitForPlayback(page, 2)).toBeGreaterThan(2);
  });

  it("switches the HLS rendition to 360p from the quality menu", async () => {
    const page = await session.newPage();
    await page.goto(BUNNY);
    await waitForPlayback(page, 1);
    await openSettings(page, /Quality/);
    await page.getByRole("radio", { name: "360p" }).click();
    await page.waitForFunction(() => document.querySelector("video")?.videoHeight === 360, null, {
      timeout: 20_000,
    });
    expect(await page.getByRole("radio", { name: "360p" }).getAttribute("aria-checked")).toBe(
      "true",
    );
  });

  it("switches the audio track to Spanish", async () => {
    const page = await session.newPage();
    await page.goto(BUNNY);
    await waitForPlayback(page, 1);
    await openSettings(page, /Audio/);
    // The settings home lists caption languages as radios too; ask the audio page only.
    const audio = page.getByRole("radiogroup", { name: "Audio" });
    const spanish = audio.getByRole("radio", { name: "Spanish" });
    expect(await audio.getByRole("radio", { name: "English" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    const loadsSpanish = page.waitForRequest(/\/audio-es\//);
    await spanish.click();
    await loadsSpanish;
    await expect.poll(() => spanish.getAttribute("aria-checked")).toBe("true");
  });

  it("shows the stream's English captions with C, keeps them on across a reload", async () => {
    const page = await session.newPage();
    await page.goto(BUNNY);
    await waitForPlayback(page, 0.5);
    await page.keyboard.press("c");
    // The demo's WebVTT has a cue every 3 s; one must be on screen in a showing track.
    await showsCue(page);
    expect(await page.getByTestId("caption-cue").first().textContent()).toMatch(/subtitle cue/);
    // The engine's own <track> stays hidden: the page draws the captions.
    expect(
      await page.evaluate(() =>
        Array.from(document.querySelector("video")?.textTracks ?? []).some(
          (track) => track.mode === "showing",
        ),
      ),
    ).toBe(false);
    await page.reload();
    await showsCue(page);
    await revealControls(page);
    await page.getByRole("button", { name: "Subtitles" }).click();
    const menu = page.getByRole("dialog");
    await menu.getByRole("radio", { name: "Off" }).click();
    await expect.poll(() => page.getByTestId("caption-cue").count()).toBe(0);
  });

  it("shows the settings panel as a modal dialog, over the fullscreen player too", async () => {
    const page = await session.newPage();
    await page.goto(BUNNY);
    await waitForPlayback(page, 1);
    await revealControls(page);
    const settings = page.getByRole("button", { name: "Settings" });
    await settings.click();
    const panel = page.getByRole("dialog", { name: "Settings" });
    // Shown in the top layer with the page behind inert, and focus on its first control.
    expect(await panel.evaluate((dialog) => dialog.matches("dialog:modal"))).toBe(true);
    await expect
      .poll(() => panel.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    /** Whether the panel is what a pointer at its middle would reach (nothing covers it). */
    const onTop = () =>
      panel.evaluate((dialog) => {
        const box = dialog.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && dialog.contains(hit);
      });
    expect(await onTop()).toBe(true);

    await page.keyboard.press("f");
    await page.waitForFunction(() => document.fullscreenElement !== null);
    expect(await panel.isVisible()).toBe(true);
    expect(await onTop()).toBe(true);

    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(new URL(page.url()).search).toBe("");
    // Focus goes back to the control that opened it.
    expect(await settings.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it("moves 5 s with the arrow keys (on the focused seek bar too) and 10 s with J and L", async () => {
    const page = await session.newPage();
    await page.goto(`${BUNNY}?t=40`);
    await waitForPlayback(page, 40);
    await pause(page);
    const start = await videoTime(page);
    const steps: [string, number][] = [
      ["ArrowRight", 5],
      ["l", 10],
      ["ArrowLeft", -5],
      ["j", -10],
      ["j", -10],
    ];
    let expected = start;
    for (const [key, delta] of steps) {
      await page.keyboard.press(key);
      expected += delta;
      await expect.poll(() => videoTime(page)).toBeCloseTo(expected, 0);
    }
    // The seek bar's arrows are the shortcut list's 5 s, not the slider's own small step.
    await page.getByRole("slider", { name: "Position in the video" }).focus();
    for (const [key, delta] of [
      ["ArrowRight", 5],
      ["ArrowLeft", -5],
      ["ArrowLeft", -5],
    ] as const) {
      await page.keyboard.press(key);
      expected += delta;
      await expect.poll(() => videoTime(page)).toBeCloseTo(expected, 0);
    }
  });

  it("shows the hidden controls on Tab and moves the focus into them", async () => {
    const page = await session.newPage();
    await page.goto(BUNNY);
    await waitForPlayback(page, 0.5);
    await expect.poll(() => controlsState(page)).toBe("hidden");
    await page.keyboard.press("Tab");
    expect(await controlsState(page)).toBe("shown");
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return {
        inPlayer: active?.closest("[data-controls]") !== null && active !== document.body,
        visible: active?.matches(":focus-visible") ?? false,
      };
    });
    expect(focused).toEqual({ inPlayer: true, visible: true });
  });

  it("raises the captions above the controls while they show", async () => {
    const page = await session.newPage();
    await page.goto(BUNNY);
    await waitForPlayback(page, 0.5);
    await page.keyboard.press("c");
    await showsCue(page);
    const seekBar = page.getByRole("slider", { name: "Position in the video" });
    const barTop = async () => (await seekBar.boundingBox())?.y ?? 0;
    // Hidden controls: the cue sits at the bottom, where the bar would be.
    await expect.poll(() => controlsState(page)).toBe("hidden");
    await expect
      .poll(async () => (await lowestCueBottom(page)) ?? 0)
      .toBeGreaterThan(await barTop());
    // Shown: every cue ends above the seek bar, the bar's top row.
    await revealControls(page);
    await expect.poll(() => controlsState(page)).toBe("shown");
    await expect
      .poll(async () => (await lowestCueBottom(page)) ?? Infinity)
      .toBeLessThanOrEqual(await barTop());
  });

  it("keeps the position across a reload and resumes there", async () => {
    const page = await session.newPage();
    await page.goto(`${BUNNY}?t=60`);
    await waitForPlayback(page, 64);
    // Saved every 3 s: wait for a save past 64 s, then reload without ?t=.
    await page.waitForFunction(() => {
      const stored = JSON.parse(localStorage.getItem("matinee::progress") ?? "{}");
      return (stored.state?.items?.["10378"]?.progress?.watched ?? 0) >= 64;
    });
    await page.goto(BUNNY);
    const resumed = await waitForPlayback(page, 60);
    expect(resumed).toBeGreaterThan(60);
    expect(resumed).toBeLessThan(80);
  });

  it("puts a title watched past 20 s in home's Continue watching", async () => {
    const page = await session.newPage();
    await page.goto(`${BUNNY}?t=25`);
    await waitForPlayback(page, 28);
    await revealControls(page);
    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const row = page.getByRole("region", { name: "Continue watching" });
    // Home loads its rows after the navigation; wait for the link rather than poll for a second.
    await row
      .getByRole("link", { name: /Big Buck Bunny/ })
      .first()
      .waitFor({ timeout: 15_000 });
  });

  it("moves on to the next episode by itself near the end of one", async () => {
    const page = await session.newPage();
    await page.goto(CAMINANDES);
    await page.waitForURL(/caminandes\/\d+\/\d+$/);
    const first = new URL(page.url()).pathname;
    await waitForPlayback(page, 0.5);
    // The next episode is found by a search of its own.
    const rescrape = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === "/scrape" && url.searchParams.get("episodeNumber") === "2";
    });
    // Jump close to the end of the 45 s episode; autoplay fires at 1% before it.
    await page.evaluate(() => {
      const video = document.querySelector("video");
      if (video) video.currentTime = video.duration - 2;
    });
    await page.waitForURL((url) => url.pathname !== first, { timeout: 20_000 });
    expect(new URL(page.url()).pathname).toMatch(/caminandes\/\d+\/\d+$/);
    await rescrape;
    await expect.poll(() => page.getByText(/S1 E2/).first().isVisible()).toBe(true);
    // The next episode starts from its beginning and plays.
    await page.waitForFunction(() => {
      const video = document.querySelector("video");
      return video !== null && video.currentTime > 0.5 && video.currentTime < 10;
    });
  });

  it("previews seek-bar images once the viewer turns them on in the playback menu", async () => {
    const page = await session.newPage();
    await page.goto(BUNNY);
    await waitForPlayback(page, 1);
    // Off by default: hovering the bar shows the time alone.
    const bar = await hoverSeekBar(page, 0.6);
    await expect.poll(() => bar.textContent()).toMatch(/\d:\d\d/);
    expect(await bar.locator("img").count()).toBe(0);

    await openSettings(page, /Playback/);
    const toggle = page.getByRole("switch", { name: "Show thumbnails when seeking" });
    await toggle.click();
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    await page.keyboard.press("Escape");

    // The hidden copy takes its first images; the preview shows one taken before 60 %.
    const preview = (await hoverSeekBar(page, 0.6)).locator('img[src^="data:image/jpeg"]');
    await preview.waitFor({ timeout: 30_000 });
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    // Later images are frames from further in: the start's image gives way at 60 %.
    const imageAt = async (share: number) =>
      (await hoverSeekBar(page, share)).locator("img").getAttribute("src");
    const start = await imageAt(0.01);
    await expect.poll(() => imageAt(0.6), { timeout: 30_000 }).not.toBe(start);
    // The images come from a second, detached element: the page still has one <video>.
    expect(await page.locator("video").count()).toBe(1);
  });

  it("shows the playback-error screen when the stream is broken", async () => {
    const page = await session.newPage();
    await page.route("**/big-buck-bunny/master.m3u8", (route) =>
      route.fulfill({ status: 200, contentType: "application/vnd.apple.mpegurl", body: "nope" }),
    );
    await page.goto(BUNNY);
    await page.getByRole("heading", { name: "Failed to play video!" }).waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Show error" }).click();
    expect(await page.getByRole("dialog", { name: "What went wrong" }).textContent()).toMatch(
      /hls/,
    );
    expect(new URL(page.url()).searchParams.get("m")).toBe("playback-error");
  });
});
