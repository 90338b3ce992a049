import type { SubtitleStyling } from "./settings";

/**
 * The CSS of a caption line drawn with the viewer's styling: camel-cased properties, ready for a
 * React `style` prop or `Object.assign(element.style, …)`. The settings preview and the player's
 * caption renderer both draw with this, so the preview shows exactly what the player will.
 */
export interface CaptionCss {
  color: string;
  /** Relative to the caption box's font size: 1.5em at size 1 (100 %). */
  fontSize: string;
  fontWeight: "700" | "400";
  /** Black at the background opacity. */
  backgroundColor: string;
  /** `blur(Npx)` behind the line, up to 32 px at blur 1; "none" at 0. */
  backdropFilter: string;
}

/** Font size of a caption at size 1, in em of its box. */
const BASE_EM = 1.5;
/** Background blur at 100 %, in pixels. */
const MAX_BLUR_PX = 32;

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Styling (stored units: opacity and blur 0-1, size a factor) → the caption line's CSS. */
export function captionCss(styling: SubtitleStyling): CaptionCss {
  const blur = Math.round(styling.backgroundBlur * MAX_BLUR_PX);
  return {
    color: styling.color,
    fontSize: `${round(BASE_EM * styling.size, 3)}em`,
    fontWeight: styling.bold ? "700" : "400",
    backgroundColor: `rgba(0, 0, 0, ${round(styling.backgroundOpacity, 2)})`,
    backdropFilter: blur > 0 ? `blur(${blur}px)` : "none",
  };
}
