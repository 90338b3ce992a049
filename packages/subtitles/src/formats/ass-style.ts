import type { CompiledASS, CompiledASSStyleTag, Dialogue, DialogueFragment } from "ass-compiler";
import { assColour } from "../markup/colour";
import type { CueAnchor, CueLayout, RunStyle } from "../types";

type CompiledTag = DialogueFragment["tag"];
type Tag = Partial<CompiledASSStyleTag> & CompiledTag;

/**
 * The run style of a fragment: its style table's defaults overridden by its own tags. Only what
 * differs from plain text is kept; white counts as plain, so the viewer's colour setting applies
 * to ordinary dialogue and only deliberate colours (signs, speakers) stay.
 */
export function fragmentStyle(styleTag: Tag | undefined, tag: CompiledTag): RunStyle {
  const effective: Tag = { ...styleTag, ...tag };
  const style: RunStyle = {};
  const weight = Number(effective.b ?? 0);
  if (weight === 1 || weight >= 600) style.bold = true;
  if (effective.i === 1) style.italic = true;
  if (effective.u === 1) style.underline = true;
  if (effective.s === 1) style.strike = true;
  const color = effective.c1 === undefined ? undefined : assColour(effective.c1);
  if (color && color !== "#ffffff") style.color = color;
  return style;
}

/** Whether a fragment's text is fully transparent (alpha FF): it would show nothing. */
export function isInvisible(styleTag: Tag | undefined, tag: CompiledTag): boolean {
  return ({ ...styleTag, ...tag }.a1 ?? "00").toUpperCase() === "FF";
}

const TEXT_ALIGN = { 1: "left", 2: "center", 0: "right" } as const;
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Where a dialogue goes: its `\pos` (or `\move` start) as a fraction of the script's PlayRes,
 * else its anchor and margins. Bottom-centre dialogue without a position gets no layout, so it
 * sits where the viewer's own placement settings put subtitles.
 */
export function dialogueLayout(
  dialogue: Dialogue,
  anchor: CueAnchor,
  script: Pick<CompiledASS, "width" | "height">,
): CueLayout | undefined {
  const width = script.width > 0 ? script.width : 384;
  const height = script.height > 0 ? script.height : 288;
  const position = dialogue.pos ?? (dialogue.move && { x: dialogue.move.x1, y: dialogue.move.y1 });
  const textAlign = TEXT_ALIGN[(anchor % 3) as 0 | 1 | 2];
  if (position) {
    return { anchor, x: clamp(position.x / width), y: clamp(position.y / height), textAlign };
  }
  if (anchor === 2) return undefined;
  const { left, right, vertical } = dialogue.margin;
  return {
    anchor,
    textAlign,
    margin: {
      left: clamp(left / width),
      right: clamp(right / width),
      vertical: clamp(vertical / height),
    },
  };
}
