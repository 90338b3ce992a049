/** Subtitle look (SPEC §3 styling), in stored units. */
export interface SubtitleStyling {
  /** `#rrggbb`. */
  color: string;
  /** Background opacity, 0-1. */
  backgroundOpacity: number;
  /** Text size factor, 1 = normal. */
  size: number;
  /** Background blur, 0-1. */
  backgroundBlur: number;
  bold: boolean;
}

/**
 * Where captions without a place of their own go (beyond SPEC §3, which has none): at the
 * bottom or the top of the picture, `offset` from that edge. Cues whose file places them (ASS
 * positions, WebVTT lines) keep their place.
 */
export interface SubtitlePlacement {
  position: "bottom" | "top";
  /** Distance from that edge, as a fraction of the picture's height (0-0.4). */
  offset: number;
}

/** The stored subtitle settings (SPEC §3). */
export interface SubtitleSettings {
  enabled: boolean;
  lastSelectedLanguage: string | null;
  isOpenSubtitles: boolean;
  /** "Fix capitals". */
  overrideCasing: boolean;
  /** Seconds; positive shows subtitles later. */
  delay: number;
  styling: SubtitleStyling;
  placement: SubtitlePlacement;
}

/** The colours the menu offers (SPEC §5): white, grey, blue, yellow. */
export const SUBTITLE_COLOURS = [
  { id: "white", value: "#ffffff" },
  { id: "grey", value: "#b0b0b0" },
  { id: "blue", value: "#80b1fa" },
  { id: "yellow", value: "#e2e535" },
] as const;

/** SPEC §9: white, background opacity 0.5, size 1, blur 0.5, not bold. */
export const DEFAULT_SUBTITLE_STYLING: Readonly<SubtitleStyling> = {
  color: "#ffffff",
  backgroundOpacity: 0.5,
  size: 1,
  backgroundBlur: 0.5,
  bold: false,
};

/** Near the bottom, as films are subtitled. */
export const DEFAULT_SUBTITLE_PLACEMENT: Readonly<SubtitlePlacement> = {
  position: "bottom",
  offset: 0.06,
};

export const DEFAULT_SUBTITLE_SETTINGS: Readonly<SubtitleSettings> = {
  enabled: false,
  lastSelectedLanguage: null,
  isOpenSubtitles: false,
  overrideCasing: false,
  delay: 0,
  styling: DEFAULT_SUBTITLE_STYLING,
  placement: DEFAULT_SUBTITLE_PLACEMENT,
};

/** What a stored value may hold (SPEC §5 "stored clamps"); wider than the menu's ranges. */
export const STORED_CLAMPS = {
  backgroundOpacity: { min: 0, max: 1 },
  backgroundBlur: { min: 0, max: 1 },
  size: { min: 0.01, max: 10 },
  delay: { min: -500, max: 500 },
  offset: { min: 0, max: 0.4 },
} as const;

/** What the menu's sliders offer (SPEC §5), in stored units: opacity and blur 0-100 %, size 1-200 %. */
export const MENU_RANGES = {
  backgroundOpacity: { min: 0, max: 1, step: 0.01 },
  backgroundBlur: { min: 0, max: 1, step: 0.01 },
  size: { min: 0.01, max: 2, step: 0.01 },
  offset: { min: 0, max: 0.4, step: 0.01 },
} as const;

/** `value` within [min, max]; a non-number or NaN gives `fallback`. */
export function clampNumber(
  value: unknown,
  range: { min: number; max: number },
  fallback: number,
): number {
  if (typeof value !== "number" || Number.isNaN(value)) return fallback;
  return Math.min(range.max, Math.max(range.min, value));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function normaliseStyling(value: unknown): SubtitleStyling {
  const stored = isRecord(value) ? value : {};
  const defaults = DEFAULT_SUBTITLE_STYLING;
  const color = typeof stored.color === "string" ? stored.color.toLowerCase() : "";
  return {
    color: /^#[\da-f]{6}$/.test(color) ? color : defaults.color,
    backgroundOpacity: clampNumber(
      stored.backgroundOpacity,
      STORED_CLAMPS.backgroundOpacity,
      defaults.backgroundOpacity,
    ),
    size: clampNumber(stored.size, STORED_CLAMPS.size, defaults.size),
    backgroundBlur: clampNumber(
      stored.backgroundBlur,
      STORED_CLAMPS.backgroundBlur,
      defaults.backgroundBlur,
    ),
    bold: typeof stored.bold === "boolean" ? stored.bold : defaults.bold,
  };
}

function normalisePlacement(value: unknown): SubtitlePlacement {
  const stored = isRecord(value) ? value : {};
  const defaults = DEFAULT_SUBTITLE_PLACEMENT;
  return {
    position:
      stored.position === "top" || stored.position === "bottom"
        ? stored.position
        : defaults.position,
    offset: clampNumber(stored.offset, STORED_CLAMPS.offset, defaults.offset),
  };
}

/**
 * Stored settings, whatever their state (missing fields, wrong types, out of range, an older
 * version), as valid settings: each field kept when valid, clamped when a number out of range,
 * else the default. A colour must be `#rrggbb`, since the renderer puts it into a style.
 */
export function normaliseSubtitleSettings(value: unknown): SubtitleSettings {
  const stored = isRecord(value) ? value : {};
  const defaults = DEFAULT_SUBTITLE_SETTINGS;
  const flag = (key: "enabled" | "isOpenSubtitles" | "overrideCasing") =>
    typeof stored[key] === "boolean" ? stored[key] : defaults[key];
  const language = stored.lastSelectedLanguage;
  return {
    enabled: flag("enabled"),
    lastSelectedLanguage: typeof language === "string" && language.trim() !== "" ? language : null,
    isOpenSubtitles: flag("isOpenSubtitles"),
    overrideCasing: flag("overrideCasing"),
    delay: clampNumber(stored.delay, STORED_CLAMPS.delay, defaults.delay),
    styling: normaliseStyling(stored.styling),
    placement: normalisePlacement(stored.placement),
  };
}
