/**
 * Colour names subtitle files use: the WebVTT default colour classes (`<c.yellow>`) and the
 * common `<font color>` names. Anything else is not a colour to us.
 */
const NAMED: Readonly<Record<string, string>> = {
  white: "#ffffff",
  black: "#000000",
  red: "#ff0000",
  lime: "#00ff00",
  green: "#008000",
  blue: "#0000ff",
  yellow: "#ffff00",
  cyan: "#00ffff",
  aqua: "#00ffff",
  magenta: "#ff00ff",
  fuchsia: "#ff00ff",
  grey: "#808080",
  gray: "#808080",
  silver: "#c0c0c0",
  orange: "#ffa500",
  purple: "#800080",
  maroon: "#800000",
  navy: "#000080",
  teal: "#008080",
  olive: "#808000",
};

/** The WebVTT colour classes, the only classes that survive (as a colour, not a class). */
export const VTT_COLOUR_CLASSES = [
  "white",
  "lime",
  "cyan",
  "red",
  "yellow",
  "magenta",
  "blue",
  "black",
];

/**
 * A colour as `#rrggbb`, from `#rgb`, `#rrggbb`, a bare `rrggbb` (old SRT editors write that)
 * or a name above; undefined for anything else, so no free CSS ever reaches a style.
 */
export function parseColour(value: string): string | undefined {
  const text = value.trim().toLowerCase();
  const named = NAMED[text];
  if (named) return named;
  const hex = /^#?([\da-f]{6})$/.exec(text)?.[1];
  if (hex) return `#${hex}`;
  const short = /^#([\da-f])([\da-f])([\da-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return undefined;
}

/** An ASS colour (`&HBBGGRR&`, `&HAABBGGRR`, or the compiled `BBGGRR`) as `#rrggbb`. */
export function assColour(value: string): string | undefined {
  const hex = /^(?:&H)?([\da-f]{1,8})&?$/i.exec(value.trim())?.[1];
  if (!hex) return undefined;
  const bgr = hex.padStart(8, "0").slice(2).toLowerCase();
  return `#${bgr.slice(4, 6)}${bgr.slice(2, 4)}${bgr.slice(0, 2)}`;
}
