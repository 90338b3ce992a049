import type { CueLayout } from "@matinee/subtitles";
import type { CSSProperties } from "react";

// Where captions go: pure geometry, in CSS pixels, of the player and the video picture in it.
// Coordinates follow the video frame (x 0 = the picture's left edge), whatever the page's
// direction; the renderer's root is `dir="ltr"` so that inline-start is that left edge.

export interface Size {
  width: number;
  height: number;
}

/** A rectangle inside the player: `x`, `y` from its top-left corner. */
export interface Rect extends Size {
  x: number;
  y: number;
}

/**
 * The picture of a video of intrinsic size `video` drawn `object-fit: contain` in `player`
 * (letterboxed or pillarboxed, centred). Unknown intrinsic size: the whole player.
 */
export function pictureRect(player: Size, video: Size | null): Rect {
  if (!video || video.width <= 0 || video.height <= 0 || player.width <= 0 || player.height <= 0)
    return { x: 0, y: 0, width: player.width, height: player.height };
  const ratio = video.width / video.height;
  // A player wider than the video: bars at the sides; else bars above and below.
  const pillarbox = player.width / player.height > ratio;
  const width = pillarbox ? player.height * ratio : player.width;
  const height = pillarbox ? player.height : player.width / ratio;
  return { x: (player.width - width) / 2, y: (player.height - height) / 2, width, height };
}

/**
 * The captions' base font size (the caption line's `captionCss` font size is 1.5em × size of
 * it): 3 % of the height of a 16:9 picture fitting the player, at least 11 px. A caption line at
 * size 1 is then 4.5 % of that height: 48.6 px on a 1920 × 1080 screen, 36 px in a 1440 × 900
 * window, and no less than 16.5 px on a 320 px phone held upright.
 */
export const CAPTION_FONT = { minPx: 11, ofHeight: 0.03 } as const;

/** The base font size as CSS (container units of the caption layer). */
export const CAPTION_FONT_CSS = `max(${CAPTION_FONT.minPx}px, min(${CAPTION_FONT.ofHeight * 100}cqh, ${
  (CAPTION_FONT.ofHeight * 100 * 9) / 16
}cqw))`;

/** The same size in pixels, for a player of `player` size (what `CAPTION_FONT_CSS` computes). */
export function captionFontPx(player: Size): number {
  const reference = Math.min(player.height, (player.width * 9) / 16);
  return Math.max(CAPTION_FONT.minPx, CAPTION_FONT.ofHeight * reference);
}

/** Line height of a caption line (leading-snug) and its block padding (0.1em each side). */
const LINE_HEIGHT = 1.375;
const LINE_PADDING_EM = 0.2;

/** The height of one caption line box, px: the step of a WebVTT `line` number. */
export function captionLineStep(player: Size, size: number): number {
  return captionFontPx(player) * 1.5 * size * (LINE_HEIGHT + LINE_PADDING_EM);
}

/** Which side of the box its anchor is on, along one axis. */
export type Side = "start" | "center" | "end";

/** The horizontal and vertical side of a numpad anchor (7 8 9 top, 1 2 3 bottom). */
export function anchorSides(anchor: CueLayout["anchor"]): { column: Side; row: Side } {
  const sides: Side[] = ["start", "center", "end"];
  return {
    column: sides[(anchor - 1) % 3] as Side,
    row: anchor >= 7 ? "start" : anchor >= 4 ? "center" : "end",
  };
}

/**
 * Whether a cue's file puts it in a place of its own (a position, a WebVTT line, ASS margins,
 * or vertical text). A cue without one flows with the others into a stack at an edge (or the
 * middle), where the viewer's placement applies.
 */
export function isPlaced(layout: CueLayout | undefined): layout is CueLayout {
  return (
    layout !== undefined &&
    (layout.x !== undefined ||
      layout.y !== undefined ||
      layout.line !== undefined ||
      layout.margin !== undefined ||
      layout.vertical !== undefined)
  );
}

/** The stacks unplaced cues flow into: the viewer's place, the top edge, the middle. */
export type FlowStack = "viewer" | "top" | "middle";

/**
 * The stack of an unplaced cue: bottom-row and plain cues go to the viewer's place; a cue its
 * file asks to show at the top (`{\an8}`, a sign) goes to the top, which is the viewer's place
 * when the viewer put captions at the top.
 */
export function flowStack(layout: CueLayout | undefined, viewer: "bottom" | "top"): FlowStack {
  const row = layout ? anchorSides(layout.anchor).row : "end";
  if (row === "center") return "middle";
  if (row === "start" && viewer === "bottom") return "top";
  return "viewer";
}

/** Air between a placed cue without margins and the picture's edge, as a fraction of it. */
const EDGE = 0.02;
/** Where a cue with a horizontal position but no vertical one sits: as default captions do. */
const DEFAULT_VERTICAL = 0.06;

/**
 * A placed box inside the picture, px. One inset of each axis is set (the box grows away
 * from it); `centre*` moves the box back by half its size, for a centre anchor.
 */
export interface PlacedBox {
  left?: number;
  right?: number;
  top?: number;
  bottom?: number;
  centreX: boolean;
  centreY: boolean;
  /** The most the box may take along its lines (its width, or height for vertical text). */
  maxExtent: number;
  /** A fixed extent (WebVTT `size`), within the room there is. */
  extent?: number;
  /** How the box's cues line up inside it: by the anchor, or filling a box of fixed extent. */
  align: Side | "stretch";
  textAlign: NonNullable<CueLayout["textAlign"]>;
  writingMode?: "vertical-rl" | "vertical-lr";
}

/** Place along one axis of length `length`: anchor point `at` with the box on `side` of it. */
function along(
  side: Side,
  at: number,
  length: number,
): { start?: number; end?: number; centre: boolean; room: number } {
  if (side === "start") return { start: at, centre: false, room: length - at };
  if (side === "end") return { end: length - at, centre: false, room: at };
  return { start: at, centre: true, room: 2 * Math.min(at, length - at) };
}

/**
 * Where a placed cue goes in a picture of `picture` size, with `lineStep` px per WebVTT line.
 * The anchor point comes from `x`/`y` (fractions of the picture), else the margins, else the
 * anchor's edge; the box's `anchor` point is put there. Without a WebVTT size, a box may take
 * what room there is on the anchor's side (as WebVTT computes it), so text wraps rather than
 * runs off the picture. Vertical text swaps the axes: `x` runs down the lines, `line` counts
 * from the right (`rl`) or the left (`lr`).
 */
export function placeCue(layout: CueLayout, picture: Size, lineStep: number): PlacedBox {
  const { column, row } = anchorSides(layout.anchor);
  const { width: W, height: H } = picture;
  const margin = layout.margin;
  const textAlign = layout.textAlign ?? "center";

  if (layout.vertical) {
    // Lines run down the picture: `x` is along them, the anchor's column says which end of the
    // line is placed. Line 0 is the rightmost for `rl`, the leftmost for `lr`; a negative line
    // counts from the other side.
    const at = layout.x ?? (column === "start" ? EDGE : column === "end" ? 1 - EDGE : 0.5);
    const down = along(column, at * H, H);
    const line = layout.line ?? 0;
    const offset = (line >= 0 ? line : -line - 1) * lineStep + EDGE * W;
    const fromRight = (layout.vertical === "rl") === line >= 0;
    return {
      ...(fromRight ? { right: offset } : { left: offset }),
      ...(down.start !== undefined && { top: down.start }),
      ...(down.end !== undefined && { bottom: down.end }),
      centreX: false,
      centreY: down.centre,
      maxExtent: Math.max(0, down.room),
      ...(layout.width !== undefined && { extent: Math.min(layout.width * H, down.room) }),
      align: layout.width !== undefined ? "stretch" : column,
      textAlign,
      writingMode: layout.vertical === "rl" ? "vertical-rl" : "vertical-lr",
    };
  }

  // Horizontal: the anchor point's x.
  const left = margin ? margin.left * W : EDGE * W;
  const right = margin ? margin.right * W : EDGE * W;
  const x =
    layout.x !== undefined
      ? layout.x * W
      : column === "start"
        ? left
        : column === "end"
          ? W - right
          : (left + W - right) / 2;
  const across = along(column, x, W);
  // Margins set the width the text wraps in (ASS); otherwise the room on the anchor's side.
  const room =
    layout.x === undefined && margin ? Math.max(0, W - left - right) : Math.max(0, across.room);

  // Vertical: a WebVTT line number, else y, else the margin or the default distance.
  let place: { top?: number; bottom?: number; centreY: boolean };
  if (layout.line !== undefined) {
    place =
      layout.line >= 0
        ? { top: layout.line * lineStep, centreY: false }
        : { bottom: (-layout.line - 1) * lineStep, centreY: false };
  } else {
    const distance = (margin ? margin.vertical : DEFAULT_VERTICAL) * H;
    const y =
      layout.y !== undefined
        ? layout.y * H
        : row === "start"
          ? distance
          : row === "end"
            ? H - distance
            : H / 2;
    const down = along(row, y, H);
    place = { top: down.start, bottom: down.end, centreY: down.centre };
  }

  return {
    ...(across.start !== undefined && { left: across.start }),
    ...(across.end !== undefined && { right: across.end }),
    ...(place.top !== undefined && { top: place.top }),
    ...(place.bottom !== undefined && { bottom: place.bottom }),
    centreX: across.centre,
    centreY: place.centreY,
    maxExtent: room,
    ...(layout.width !== undefined && { extent: Math.min(layout.width * W, room) }),
    align: layout.width !== undefined ? "stretch" : column,
    textAlign,
  };
}

const px = (value: number) => `${Math.round(value * 100) / 100}px`;
const FLEX_ALIGN = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  stretch: "stretch",
} as const;

/**
 * A placed box as CSS, inside the picture box (its containing block). A box held by its
 * bottom rises above the control bar while it shows: `--caption-rise` (the bar's lift, or 0)
 * less the room under the picture (`gapBelow`, the letterbox), so it clears the bar exactly.
 */
export function placedBoxStyle(box: PlacedBox, gapBelow: number): CSSProperties {
  const translate = [box.centreX ? "-50%" : "0", box.centreY ? "-50%" : "0"];
  const style: CSSProperties = {
    position: "absolute",
    display: "flex",
    // Flex follows the writing mode: cues of a vertical box stack side by side.
    flexDirection: "column",
    alignItems: FLEX_ALIGN[box.align],
    textAlign: box.textAlign,
  };
  // The renderer's root is dir="ltr": inline start is the picture's left edge.
  if (box.left !== undefined) style.insetInlineStart = px(box.left);
  if (box.right !== undefined) style.insetInlineEnd = px(box.right);
  if (box.top !== undefined) style.insetBlockStart = px(box.top);
  if (box.bottom !== undefined)
    style.insetBlockEnd = `max(${px(box.bottom)}, calc(var(--caption-rise, 0px) - ${px(gapBelow)}))`;
  if (box.centreX || box.centreY) style.transform = `translate(${translate.join(", ")})`;
  if (box.writingMode) {
    style.writingMode = box.writingMode;
    style.maxHeight = px(box.maxExtent);
    if (box.extent !== undefined) style.height = px(box.extent);
  } else {
    style.maxWidth = px(box.maxExtent);
    if (box.extent !== undefined) style.width = px(box.extent);
  }
  return style;
}

/** A stable key of a placement: cues placed alike share one box and stack in it. */
export function placeKey(layout: CueLayout): string {
  const { anchor, x, y, line, margin, width, vertical } = layout;
  return JSON.stringify([anchor, x, y, line, margin, width, vertical]);
}

/** The column of an unplaced cue inside its stack, as flex alignment. */
export function flowAlign(layout: CueLayout | undefined): CSSProperties["alignSelf"] {
  return FLEX_ALIGN[layout ? anchorSides(layout.anchor).column : "center"];
}

/** The stacks span 90 % of the player, clear of a phone's rounded corners and notch. */
const FLOW_INLINE: CSSProperties = {
  insetInlineStart: "calc(5% + env(safe-area-inset-left, 0px))",
  insetInlineEnd: "calc(5% + env(safe-area-inset-right, 0px))",
};

/**
 * Where a stack of unplaced cues sits in the player. The viewer's stack goes `offset` (a
 * fraction of the player's height) from the chosen edge, clear of the safe area; at the
 * bottom it rises above the control bar while that shows (`--caption-rise`: the player's
 * `--caption-lift` then, else 0), where it would be under it. Cues stack without overlapping:
 * a bottom stack grows upwards, a top stack downwards.
 */
export function flowStackStyle(
  stack: FlowStack,
  placement: { position: "bottom" | "top"; offset: number },
): CSSProperties {
  const fromEdge = (inset: "top" | "bottom") =>
    `calc(${Math.round(placement.offset * 10000) / 100}% + env(safe-area-inset-${inset}, 0px))`;
  const base: CSSProperties = { position: "absolute", ...FLOW_INLINE };
  if (stack === "middle") return { ...base, insetBlockStart: "50%", transform: "translateY(-50%)" };
  if (stack === "viewer" && placement.position === "bottom")
    return { ...base, insetBlockEnd: `max(${fromEdge("bottom")}, var(--caption-rise, 0px))` };
  return { ...base, insetBlockStart: fromEdge("top") };
}

/** The picture's box in the player: the containing block of placed cues. */
export function pictureBoxStyle(rect: Rect): CSSProperties {
  return {
    position: "absolute",
    insetInlineStart: px(rect.x),
    insetBlockStart: px(rect.y),
    width: px(rect.width),
    height: px(rect.height),
  };
}
