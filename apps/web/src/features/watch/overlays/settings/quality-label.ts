import type { Quality } from "@matinee/contracts";
import type { TFunction } from "../../../../shared/i18n";
import "../../strings";

/** "1080" → "1080p", "4k" → "4K", "unknown" in the interface language. */
export function qualityLabel(quality: Quality, t: TFunction): string {
  if (quality === "unknown") return t("player.quality.unknown");
  if (quality === "4k") return "4K";
  return `${quality}p`;
}
