import { THEME_NAMES } from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import stylesCss from "./styles.css?raw";
import themesCss from "./themes.css?raw";

type Rgba = readonly [r: number, g: number, b: number, a: number];

/** `#rgb`, `#rrggbb` or `rgb(r g b / a)`, the two spellings themes.css uses. */
function parseColor(value: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join("") : hex[1];
    return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)).concat(1) as never;
  }
  const rgb = /^rgb\(\s*(\d+)\s+(\d+)\s+(\d+)\s*(?:\/\s*([\d.]+)\s*)?\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4] ?? 1)];
  throw new Error(`not a colour themes.css may use: ${value}`);
}

/** A tint laid over an opaque background (how the browser shows `bg-accent-soft`). */
function over(top: Rgba, under: Rgba): Rgba {
  const [r, g, b, a] = top;
  return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a), 1];
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** themes.css as theme name → palette variable (without `--theme-`) → value. */
function readPalettes(css: string): Map<string, Map<string, string>> {
  const palettes = new Map<string, Map<string, string>>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const [, selector = "", body = ""] of withoutComments.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const values = new Map<string, string>();
    for (const [, name = "", value = ""] of body.matchAll(/--theme-([\w-]+)\s*:\s*([^;]+);/g)) {
      values.set(name, value.trim());
    }
    for (const [, theme = ""] of selector.matchAll(/\[data-theme="([\w-]+)"\]/g)) {
      palettes.set(theme, values);
    }
  }
  return palettes;
}

/** The utilities' colour tokens (styles.css `@theme inline`): token → palette variable. */
function readTokens(css: string): Map<string, string> {
  const block = /@theme inline\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  const tokens = new Map<string, string>();
  for (const [, token = "", variable = ""] of block.matchAll(
    /--color-([\w-]+)\s*:\s*var\(--theme-([\w-]+)\)/g,
  )) {
    tokens.set(token, variable);
  }
  return tokens;
}

const palettes = readPalettes(themesCss);
const tokens = readTokens(stylesCss);

/**
 * The text the app draws, on what: every text token on every page background, and the pairs
 * of particular places (buttons, badges, banners, the player's controls over the video).
 */
const TEXT_PAIRS: ReadonlyArray<readonly [text: string, background: string, under?: string]> = [
  ...["canvas", "surface", "raised"].flatMap((background) =>
    ["ink", "ink-muted", "ink-faint", "accent", "danger"].map(
      (text) => [text, background] as const,
    ),
  ),
  // Menu rows and secondary buttons on hover.
  ["ink", "line"],
  ["ink-muted", "line"],
  // Primary buttons, the bookmark badge.
  ["accent-ink", "accent"],
  ["accent-ink", "accent-hover"],
  // The offline banner; the remove button on a card when hovered; the next-episode button.
  ["canvas", "danger"],
  ["canvas", "ink"],
  // Selected rows and badges, error boxes: a tint over the page.
  ...["canvas", "surface", "raised"].flatMap((under) => [
    ["accent", "accent-soft", under] as const,
    ["danger", "danger-soft", under] as const,
  ]),
  // The player's controls and titles over the black video backdrop.
  ["ink", "black"],
  ["ink-muted", "black"],
];

const BLACK: Rgba = [0, 0, 0, 1];

function colorOf(palette: Map<string, string>, name: string): Rgba {
  if (name === "black") return BLACK;
  const value = palette.get(name);
  if (!value) throw new Error(`the palette has no --theme-${name}`);
  return parseColor(value);
}

describe("the contrast arithmetic", () => {
  it("gives WCAG's known ratios", () => {
    expect(contrast(parseColor("#000"), parseColor("#fff"))).toBeCloseTo(21, 5);
    // #777 on white is the well-known near miss: 4.48:1, under AA's 4.5:1.
    expect(contrast(parseColor("#777777"), parseColor("#ffffff"))).toBeCloseTo(4.48, 2);
    expect(over(parseColor("rgb(255 255 255 / 0.5)"), BLACK)).toEqual([127.5, 127.5, 127.5, 1]);
  });
});

describe("themes.css", () => {
  it("has a palette for each of the six themes, and no other", () => {
    expect([...palettes.keys()].sort()).toEqual([...THEME_NAMES].sort());
  });

  it("resolves every colour token in every theme: each palette defines exactly the tokens' variables", () => {
    const variables = [...new Set(tokens.values())].sort();
    expect(variables.length).toBeGreaterThanOrEqual(13);
    for (const [theme, palette] of palettes) {
      expect([...palette.keys()].sort(), theme).toEqual(variables);
      for (const value of palette.values()) expect(() => parseColor(value), theme).not.toThrow();
    }
  });

  it("names the default palette on :root too, so a page without data-theme has it", () => {
    expect(themesCss).toMatch(/:root,\s*\[data-theme="default"\]\s*\{/);
  });

  it.each(THEME_NAMES)(
    "%s: every text colour has at least 4.5:1 on what it is drawn on",
    (name) => {
      const palette = palettes.get(name);
      if (!palette) throw new Error(`no palette for ${name}`);
      const failures = TEXT_PAIRS.flatMap(([text, background, under]) => {
        const behind = under
          ? over(colorOf(palette, background), colorOf(palette, under))
          : colorOf(palette, background);
        const ratio = contrast(colorOf(palette, text), behind);
        const pair = `${text} on ${background}${under ? ` over ${under}` : ""}`;
        return ratio >= 4.5 ? [] : [`${pair}: ${ratio.toFixed(2)}:1`];
      });
      expect(failures).toEqual([]);
    },
  );
});

/** The app's own source (not tests), by path from src/. */
const SOURCES = Object.entries(
  import.meta.glob<string>("../**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }),
)
  .map(([file, text]) => [file.replace(/^\.\.\//, ""), text] as const)
  .filter(([file]) => !/\.test\.tsx?$|\/testing\//.test(file));

/** Utilities naming black or white instead of a token (with a variant prefix and an opacity). */
const RAW_UTILITY =
  /(?<![\w-])(?:[\w-]+:)*(?:bg|text|from|via|to|ring|border|fill|stroke|outline|decoration|caret|divide|placeholder|shadow)-(?:black|white)(?:\/\d+)?(?![\w-])/g;
/** Colours written out: hex, or a colour function (in an arbitrary value or a style). */
const RAW_COLOR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|oklab)\(/gi;

/** Where black and white are right in every theme. */
const ALLOWED_UTILITIES: ReadonlyArray<readonly [file: RegExp, utility: RegExp, why: string]> = [
  [/./, /^shadow-black\/\d+$/, "shadows are dark in every theme"],
  [/^shared\/ui\/Dialog\.tsx$/, /^backdrop:bg-black\/\d+$/, "the scrim under a dialog"],
  [/^features\/watch\//, /^(bg-black|from-black\/\d+|bg-black\/50)$/, "the video's backdrop"],
  [
    /^features\/settings\/subtitles\/CaptionPreview\.tsx$/,
    /^bg-black$/,
    "the caption preview's video frame",
  ],
  [/^shared\/ui\/Avatar\.tsx$/, /^text-white$/, "the icon on the viewer's own colours"],
];

/** Where colours are written out: the viewer's profile colours, the seasons' particles. */
const ALLOWED_COLORS = [
  /^shared\/ui\/Avatar\.tsx$/,
  /\/ProfilePicker\.tsx$/,
  /^features\/pages\/lightbar\/(lightbar-theme|particles)\.ts$/,
];

describe("the screens", () => {
  it("are read from the source (the check below sees them)", () => {
    expect(SOURCES.map(([file]) => file)).toEqual(
      expect.arrayContaining(["features/watch/controls/SeekBar.tsx", "shared/ui/Dialog.tsx"]),
    );
  });

  it("draw with the theme's tokens, not with colours of their own", () => {
    const found = SOURCES.flatMap(([file, text]) => [
      ...[...text.matchAll(RAW_UTILITY)]
        .map(([utility]) => utility)
        .filter((utility) => !ALLOWED_UTILITIES.some(([f, u]) => f.test(file) && u.test(utility)))
        .map((utility) => `${file}: ${utility}`),
      ...(ALLOWED_COLORS.some((allowed) => allowed.test(file))
        ? []
        : [...text.matchAll(RAW_COLOR)].map(([color]) => `${file}: ${color}`)),
    ]);
    expect(found).toEqual([]);
  });
});
