import { QUALITIES, type Quality } from "@matinee/contracts";

/**
 * Automatic quality order, best first (SPEC §4). The predecessor ranked 1080 above 4k;
 * Matinee follows the spec.
 */
export const QUALITY_ORDER: readonly Quality[] = ["4k", "1080", "720", "480", "360", "unknown"];

/** The viewer's stored quality choice (SPEC §3 local key "quality"). */
export interface QualityPreference {
  /** True: pick the best available (files) or let HLS adapt. */
  automatic: boolean;
  /** The last quality chosen by hand, kept even while automatic is on. */
  lastChosen: Quality | null;
}

export function isQuality(value: string): value is Quality {
  return (QUALITIES as readonly string[]).includes(value);
}

/** The qualities in `available`, unique and best first. */
export function sortQualities(available: Iterable<Quality>): Quality[] {
  const set = new Set(available);
  return QUALITY_ORDER.filter((quality) => set.has(quality));
}

/** The best of the available qualities, or null when there is none. */
export function pickBestQuality(available: Iterable<Quality>): Quality | null {
  return sortQualities(available)[0] ?? null;
}

/**
 * The quality nearest to `wanted`: itself when available, else the nearest lower one, else the
 * nearest higher one; null when nothing is available. "unknown" counts as the lowest rung.
 */
export function nearestQuality(available: Iterable<Quality>, wanted: Quality): Quality | null {
  const sorted = sortQualities(available);
  const rank = QUALITY_ORDER.indexOf(wanted);
  const lower = sorted.find((quality) => QUALITY_ORDER.indexOf(quality) >= rank);
  if (lower) return lower;
  return sorted.at(-1) ?? null; // Everything left is higher; take the lowest of those.
}

/**
 * The quality to play (SPEC §4): the best when automatic (or nothing was ever chosen),
 * otherwise the last chosen one or its nearest neighbour. Null means "couldn't select quality".
 */
export function chooseQuality(
  available: Iterable<Quality>,
  preference: QualityPreference,
): Quality | null {
  if (preference.automatic || preference.lastChosen === null) return pickBestQuality(available);
  return nearestQuality(available, preference.lastChosen);
}

const BY_HEIGHT: Readonly<Record<number, Quality>> = {
  2160: "4k",
  1080: "1080",
  720: "720",
  480: "480",
  360: "360",
};

const BY_WIDTH: Readonly<Record<number, Quality>> = {
  3840: "4k",
  4096: "4k",
  1920: "1080",
  1280: "720",
  854: "480",
  640: "360",
};

/**
 * The quality label of an HLS rendition. 2160p maps to 4k (the predecessor had no entry for
 * it, so 4K renditions never reached its menu); a widescreen crop (1920×800) is named by width.
 */
export function qualityOfRendition(rendition: { width?: number; height?: number }): Quality {
  return (
    (rendition.height !== undefined ? BY_HEIGHT[rendition.height] : undefined) ??
    (rendition.width !== undefined ? BY_WIDTH[rendition.width] : undefined) ??
    "unknown"
  );
}
