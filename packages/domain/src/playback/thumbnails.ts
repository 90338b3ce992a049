/** Rounds of refinement after the two ends (SPEC §9): 6 rounds make 65 images, 1/64 apart. */
export const THUMBNAIL_ROUNDS = 6;

/**
 * Seconds kept clear of the very end: seeking a stream to its exact duration may never finish
 * (there is no frame there), so the last image is taken just before it.
 */
const END_MARGIN = 0.5;

/**
 * Fractions of the duration in the order seek-bar images are taken (SPEC §9): both ends, the
 * middle, then the midpoint of every gap left, one round at a time. Whenever the work stops,
 * the images taken so far are spread evenly over the whole bar.
 */
export function thumbnailFractions(rounds: number = THUMBNAIL_ROUNDS): number[] {
  const order = [0, 1];
  for (let round = 1; round <= rounds; round += 1) {
    const step = 1 / 2 ** round;
    // Powers of two add up exactly in floating point, so no point drifts or repeats.
    for (let point = step; point < 1; point += 2 * step) order.push(point);
  }
  return order;
}

/** The media times (seconds) to take images at, in the order of {@link thumbnailFractions}. */
export function thumbnailTimes(duration: number, rounds: number = THUMBNAIL_ROUNDS): number[] {
  if (!Number.isFinite(duration) || duration <= 0) return [];
  const last = Math.max(0, duration - END_MARGIN);
  const times = thumbnailFractions(rounds).map((fraction) => Math.min(fraction * duration, last));
  return [...new Set(times)]; // A clip shorter than the margin folds several points into one.
}

/**
 * The seek-bar preview for `time`: the latest image taken at or before it (what the viewer
 * would see had playback reached that point), else the earliest one; null when there is none.
 */
export function thumbnailAt<T extends { at: number }>(
  images: readonly T[],
  time: number,
): T | null {
  let before: T | null = null;
  let earliest: T | null = null;
  for (const image of images) {
    if (image.at <= time && (!before || image.at > before.at)) before = image;
    if (!earliest || image.at < earliest.at) earliest = image;
  }
  return before ?? earliest;
}

/**
 * Safari and every iOS browser (all WebKit): seek-bar images are off there (SPEC §9), as WebKit
 * cannot feed a second, hidden copy of the stream to a canvas reliably.
 */
export function isSafariUserAgent(userAgent: string): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|android|edg\//i.test(userAgent);
}
