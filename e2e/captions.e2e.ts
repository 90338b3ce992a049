import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { revealControls, useBrowser, videoTime, waitForPlayback } from "./support/browser";

// Subtitles in the player (issue 17) against the real server and its demo media: the stream's
// own Spanish rendition (HLS subtitle segments joined by the engine), an upload dropped on the
// player, the server's online source (library sidecar files), the look set in the menu, and the
// sanitiser's XSS corpus, which must execute nothing.

const BUNNY = "/media/tmdb-movie-10378-big-buck-bunny";

/** The text of every caption line on screen (each cue's lines, one box each), top to bottom. */
const cueTexts = (page: Page) =>
  page
    .locator("[data-testid=caption-cue] > *")
    .evaluateAll((lines) => lines.map((line) => line.textContent ?? ""));

/** Opens the captions menu from the control bar's button. */
async function openCaptions(page: Page) {
  await revealControls(page);
  await page.getByRole("button", { name: "Subtitles" }).click();
  const menu = page.getByRole("dialog");
  await menu.getByRole("button", { name: /From the stream/ }).waitFor();
  return menu;
}

/** Drops a file on the player, as a viewer dragging it from their desktop would. */
async function dropFile(page: Page, name: string, content: string) {
  const transfer = await page.evaluateHandle(
    ([name, content]) => {
      const data = new DataTransfer();
      data.items.add(new File([content], name, { type: "text/plain" }));
      return data;
    },
    [name, content] as const,
  );
  const player = page.locator("[data-controls]");
  for (const type of ["dragenter", "dragover", "drop"]) {
    await player.dispatchEvent(type, { dataTransfer: transfer });
  }
}

/** Seeks the video (paused, so the cue at that time stays on screen). */
async function seekTo(page: Page, seconds: number) {
  await page.evaluate((time) => {
    const video = document.querySelector("video");
    if (!video) throw new Error("no video");
    video.pause();
    video.currentTime = time;
  }, seconds);
  await page.waitForFunction(
    (time) => Math.abs((document.querySelector("video")?.currentTime ?? -1) - time) < 0.05,
    seconds,
  );
}

describe("subtitles in the player", () => {
  const session = useBrowser();

  it("shows the stream's Spanish rendition over the video at the cue's time", async () => {
    const page = await session.newPage();
    await page.goto(`${BUNNY}?t=9`);
    await waitForPlayback(page, 9.2);
    const menu = await openCaptions(page);
    await menu.getByRole("button", { name: /From the stream/ }).click();
    await menu.getByRole("radio", { name: /Spanish/ }).click();
    await page.getByTestId("caption-cue").first().waitFor();
    await seekTo(page, 10);
    await expect
      .poll(() => cueTexts(page))
      .toEqual(["El reloj de abajo cuenta horas, minutos,", "segundos y fotogramas."]);
    // Cue 3 runs 9 s to 12.5 s: the clock is inside it, and outside it nothing shows.
    const time = await videoTime(page);
    expect(time).toBeGreaterThanOrEqual(9);
    expect(time).toBeLessThan(12.5);
    await seekTo(page, 12.7);
    await expect.poll(() => cueTexts(page)).toEqual([]);
    // Stored as the last language, for the next source and the C key.
    const stored = await page.evaluate(() => localStorage.getItem("matinee::subtitles") ?? "");
    expect(JSON.parse(stored)).toMatchObject({
      state: { enabled: true, lastSelectedLanguage: "es" },
    });
  });

  it("shows an SRT file dropped on the player", async () => {
    const page = await session.newPage();
    await page.goto(BUNNY);
    await waitForPlayback(page, 0.5);
    await dropFile(
      page,
      "my-own.srt",
      "1\n00:00:00,000 --> 00:01:00,000\nA line of my own\n\n2\n00:01:00,000 --> 00:02:00,000\nSecond\n",
    );
    await page.getByText("Showing my-own.srt").waitFor();
    await expect.poll(() => cueTexts(page)).toEqual(["A line of my own"]);
    // It is the custom caption of the menu now.
    const menu = await openCaptions(page);
    expect(
      await menu.getByRole("radio", { name: /my-own\.srt/ }).getAttribute("aria-checked"),
    ).toBe("true");
  });

  it("finds German on the server's online source and shows it", async () => {
    const page = await session.newPage();
    await page.goto(`${BUNNY}?t=1`);
    await waitForPlayback(page, 1.2);
    const menu = await openCaptions(page);
    await menu.getByRole("button", { name: /Find online/ }).click();
    // Four sidecar files of the demo: Spanish, German, French (ASS) and English for the deaf.
    await menu.getByRole("radio", { name: /German/ }).click();
    await page.getByTestId("caption-cue").first().waitFor();
    await seekTo(page, 2);
    // The German file is Windows-1252: its umlauts come out right.
    await expect.poll(() => cueTexts(page)).toEqual(["Willkommen beim Demo-Stream von Matinee."]);
    await seekTo(page, 10);
    await expect
      .poll(() => cueTexts(page))
      .toEqual(["Die Uhr unten zählt Stunden, Minuten,", "Sekunden und Bilder."]);
  });

  it("restyles the captions from the menu: size and colour change the computed style", async () => {
    const page = await session.newPage();
    await page.goto(BUNNY);
    await waitForPlayback(page, 0.5);
    await page.keyboard.press("c");
    const cue = page.locator("[data-testid=caption-cue] > *").first();
    await cue.waitFor({ timeout: 15_000 });
    const look = () =>
      cue.evaluate((line) => {
        const style = getComputedStyle(line);
        return { color: style.color, size: Number.parseFloat(style.fontSize) };
      });
    const before = await look();
    expect(before.color).toBe("rgb(255, 255, 255)");

    const menu = await openCaptions(page);
    await menu.getByRole("button", { name: /Subtitle settings/ }).click();
    const size = menu.getByRole("slider", { name: "Text size" });
    await size.focus();
    await page.keyboard.press("End");
    await menu.getByRole("radio", { name: "Yellow" }).click({ force: true });
    await expect.poll(async () => (await look()).color).toBe("rgb(226, 229, 53)");
    await expect.poll(async () => (await look()).size).toBeGreaterThan(before.size * 1.5);
  });

  it("executes nothing from a malicious SRT: every cue of the XSS corpus shows as text only", async () => {
    const page = await session.newPage();
    await page.goto(BUNNY);
    await waitForPlayback(page, 0.5);
    const corpus = readFileSync(
      new URL("../packages/subtitles/src/__fixtures__/xss.srt", import.meta.url),
      "utf8",
    );
    await dropFile(page, "xss.srt", corpus);
    await page.getByText("Showing xss.srt").waitFor();
    // Every cue of the corpus on screen in turn (one each 2 s, shown 1.5 s): each step waits
    // for the renderer to draw the cue of that time (the time shows in no cue, so any text
    // different from the last step's will do; two cues in a row never read the same).
    const shown: string[] = [];
    for (let start = 0; start < 30; start += 2) {
      await seekTo(page, start + 0.5);
      const previous = shown.at(-1);
      await expect
        .poll(async () => (await cueTexts(page)).join(" "), { timeout: 10_000 })
        .not.toBe(previous ?? "");
      shown.push((await cueTexts(page)).join(" "));
    }
    expect(shown[0]).toContain("plain after script");
    expect(shown.join(" ")).toContain("bold with handler");
    const renderer = page.getByTestId("caption-renderer");
    expect(
      await renderer.evaluate(
        (root) =>
          root.querySelectorAll(
            "script, img, svg, iframe, a, math, style, [onerror], [onclick], [onmouseover], [style*=url], [style*=expression]",
          ).length,
      ),
    ).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});
