import type { FileStream, Quality } from "@matinee/contracts";

/**
 * Automatic quality for MP4 sources, best first (SPEC §4). The predecessor ranked 1080 above 4k;
 * Matinee follows the spec.
 */
export const QUALITY_ORDER: readonly Quality[] = ["4k", "1080", "720", "480", "360", "unknown"];

/** The best quality a file stream offers, or null when it offers none. */
export function pickBestQuality(
  qualities: FileStream["qualities"],
): { quality: Quality; url: string } | null {
  for (const quality of QUALITY_ORDER) {
    const source = qualities[quality];
    if (source) return { quality, url: source.url };
  }
  return null;
}
