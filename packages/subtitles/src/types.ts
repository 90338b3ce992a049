/** The subtitle file formats this package reads. */
export const SUBTITLE_FORMATS = [
  "srt",
  "vtt",
  "ass",
  "ssa",
  "subviewer",
  "microdvd",
  "sami",
] as const;
export type SubtitleFormat = (typeof SUBTITLE_FORMATS)[number];

/**
 * The element names a cue tree may hold: the SPEC §5 allowlist, nothing else. Every parser's
 * markup passes through the sanitiser, which builds only these.
 */
export const CUE_TAGS = ["c", "b", "i", "u", "span", "ruby", "rt", "v", "lang"] as const;
export type CueTag = (typeof CUE_TAGS)[number];

/**
 * Styling a run of text carries beyond its tag, from ASS override tags and style tables,
 * `<font color>` or a WebVTT colour class. Values are checked when built: `color` is always
 * `#rrggbb`, never free CSS.
 */
export interface RunStyle {
  /** `#rrggbb`. */
  color?: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
}

export interface CueText {
  type: "text";
  text: string;
}

export interface CueBreak {
  type: "br";
}

export interface CueElement {
  type: "element";
  tag: CueTag;
  /** The only two attributes of the allowlist: a voice's name on `v`, a tooltip on `span`. */
  title?: string;
  /** A BCP 47 tag (checked), on `lang` and `span`. */
  lang?: string;
  style?: RunStyle;
  children: CueNode[];
}

/** A node of a cue's text tree. The renderer builds DOM nodes from it, never HTML strings. */
export type CueNode = CueText | CueBreak | CueElement;

/** Numpad position of the point a cue is placed by, as ASS `\an`: 1 bottom-left … 9 top-right. */
export type CueAnchor = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * Where and how a cue is placed, when its file says so (a cue without layout goes to the default
 * place: bottom centre, where the viewer's own offset settings apply). Fractions are of the
 * video box: x 0 = left edge, 1 = right; y 0 = top, 1 = bottom.
 */
export interface CueLayout {
  /** Which point of the cue box `x`/`y` (or the margins) refer to. */
  anchor: CueAnchor;
  /** The anchor point's place; absent: set by the anchor and the margins. */
  x?: number;
  y?: number;
  /** WebVTT line placement: line n from the top (n ≥ 0) or -n from the bottom (n < 0). */
  line?: number;
  /** The cue box's width (WebVTT `size`). */
  width?: number;
  /** Text alignment inside the box. */
  textAlign?: "start" | "center" | "end" | "left" | "right";
  /** Distances from the edges (ASS margins) when there is no explicit position. */
  margin?: { left: number; right: number; vertical: number };
  /** WebVTT vertical text: right-to-left or left-to-right lines. */
  vertical?: "rl" | "lr";
}

/** One subtitle cue. Times are in seconds of the media, `end` > `start`. */
export interface Cue {
  start: number;
  end: number;
  content: CueNode[];
  layout?: CueLayout;
}

/** A parsed file: its cues sorted by start time. */
export interface SubtitleTrack {
  format: SubtitleFormat;
  cues: Cue[];
}
