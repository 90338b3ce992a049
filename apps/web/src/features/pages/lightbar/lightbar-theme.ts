/** SPEC §1 and §9: the lightbar carries 265 particles. */
export const PARTICLE_COUNT = 265;

export type ParticleShape = "dot" | "flake" | "heart" | "chip";

export interface LightbarTheme {
  id: "glow" | "snow" | "spooky" | "hearts" | "confetti";
  shape: ParticleShape;
  colors: readonly string[];
  /** Which way the particles drift: up out of the bar, or down like snow. */
  direction: "up" | "down";
  /** Particle diameter in CSS pixels, smallest and largest. */
  size: readonly [number, number];
}

const THEMES = {
  glow: {
    id: "glow",
    shape: "dot",
    colors: ["#f5b544", "#ffc862", "#ffe2a8"],
    direction: "up",
    size: [2, 7],
  },
  snow: {
    id: "snow",
    shape: "flake",
    colors: ["#ffffff", "#dbe7ff", "#b9cdf5"],
    direction: "down",
    size: [6, 14],
  },
  spooky: {
    id: "spooky",
    shape: "dot",
    colors: ["#ff8a1f", "#b967ff", "#ffd166"],
    direction: "up",
    size: [2, 8],
  },
  hearts: {
    id: "hearts",
    shape: "heart",
    colors: ["#ff6b9a", "#ff9ebb", "#f47a72"],
    direction: "up",
    size: [6, 13],
  },
  confetti: {
    id: "confetti",
    shape: "chip",
    colors: ["#f5b544", "#6ee7b7", "#7cc4ff", "#ff6b9a", "#b967ff"],
    direction: "down",
    size: [4, 9],
  },
} as const satisfies Record<LightbarTheme["id"], LightbarTheme>;

/**
 * The season's particles for a local date: snow through December, confetti over New Year,
 * embers in the last week of October, hearts on 14 February and 9 June (a date the predecessor
 * marked too), the warm glow of the accent colour on every other day.
 */
export function lightbarThemeFor(date: Date): LightbarTheme {
  const month = date.getMonth() + 1;
  const day = date.getDate();
  if ((month === 12 && day === 31) || (month === 1 && day === 1)) return THEMES.confetti;
  if (month === 12) return THEMES.snow;
  if (month === 10 && day >= 25) return THEMES.spooky;
  if ((month === 2 && day === 14) || (month === 6 && day === 9)) return THEMES.hearts;
  return THEMES.glow;
}

/** A colour as themes.css writes the opaque ones: `#rrggbb`. */
const HEX = /^#[0-9a-f]{6}$/i;

/** `hex` halfway to white. */
function paler(hex: string): string {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round((c + 255) / 2)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/**
 * The particles in the page's theme: the everyday glow takes the theme's accent and its hover
 * shade (`#rrggbb`, read from the page's CSS), with a paler one; the seasons keep their own
 * colours, as does the glow when the page's colours cannot be read.
 */
export function inThemeColors(
  theme: LightbarTheme,
  accent: string,
  accentHover: string,
): LightbarTheme {
  if (theme.id !== "glow" || !HEX.test(accent) || !HEX.test(accentHover)) return theme;
  return { ...theme, colors: [accent, accentHover, paler(accent)] };
}
