import type { Page } from "playwright-core";

/**
 * Where the player draws its caption cues: the bottom edge (px from the top of the viewport)
 * of the lowest cue line, or null when none is drawn.
 */
export function lowestCueBottom(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const bottoms = [...document.querySelectorAll("[data-testid=caption-cue]")].map(
      (cue) => cue.getBoundingClientRect().bottom,
    );
    return bottoms.length > 0 ? Math.max(...bottoms) : null;
  });
}
