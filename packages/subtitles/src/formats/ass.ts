import { compile, type CompiledASS, type Dialogue } from "ass-compiler";
import { SubtitleParseError } from "../errors";
import { plainTextNodes } from "../markup/sanitise";
import { normaliseNodes } from "../markup/tree";
import type { CueAnchor, CueNode } from "../types";
import { legacyAnchor } from "./anchor";
import { dialogueLayout, fragmentStyle, isInvisible } from "./ass-style";
import { makeCue, pushCue, type SubtitleReader } from "./reader";

/** `\N` always breaks a line; `\n` only with WrapStyle 2; `\h` is a non-breaking space. */
function fragmentText(text: string, wrapStyle: number): string {
  if (!text.includes("\\")) return text;
  return text
    .replace(/\\N/g, "\n")
    .replace(/\\n/g, wrapStyle === 2 ? "\n" : " ")
    .replace(/\\h/g, "\u00a0");
}

function dialogueContent(dialogue: Dialogue, script: CompiledASS): CueNode[] {
  const nodes: CueNode[] = [];
  for (const slice of dialogue.slices) {
    const styleTag = script.styles[slice.style]?.tag;
    for (const fragment of slice.fragments) {
      // Drawing commands (\p1 … \p0) are vector shapes, not text: dropped.
      if (fragment.drawing || Number(fragment.tag.p ?? 0) > 0) continue;
      if (isInvisible(styleTag, fragment.tag)) continue;
      const children = plainTextNodes(fragmentText(fragment.text, script.wrapStyle));
      const style = fragmentStyle(styleTag, fragment.tag);
      if (Object.keys(style).length === 0) nodes.push(...children);
      else nodes.push({ type: "element", tag: "span", style, children });
    }
  }
  return normaliseNodes(nodes);
}

/**
 * An SSA (v4) script's style table writes Alignment in SSA's own numbers; ass-compiler reads
 * them as numpad numbers, so they are rewritten before it sees them. (Inline `\a` it converts.)
 */
export function numpadStyleAlignments(text: string): string {
  if (!/^\[V4 Styles\]/im.test(text)) return text;
  let alignmentField = -1;
  let inStyles = false;
  return text
    .split("\n")
    .map((line) => {
      if (/^\[/.test(line)) inStyles = /^\[V4 Styles\]/i.test(line);
      if (!inStyles) return line;
      const format = /^Format:(.*)$/i.exec(line);
      if (format) {
        alignmentField = (format[1] ?? "")
          .split(",")
          .findIndex((name) => name.trim() === "Alignment");
        return line;
      }
      const style = /^(Style:\s*)(.*)$/i.exec(line);
      if (!style || alignmentField < 0) return line;
      const fields = (style[2] ?? "").split(",");
      const anchor = legacyAnchor(Number(fields[alignmentField]));
      if (anchor !== undefined) fields[alignmentField] = String(anchor);
      return `${style[1]}${fields.join(",")}`;
    })
    .join("\n");
}

const anchorOf = (alignment: number): CueAnchor =>
  alignment >= 1 && alignment <= 9 ? (alignment as CueAnchor) : 2;

/**
 * ASS and SSA through ass-compiler, keeping what libass would show of the text: position
 * (`\pos`, `\move`'s start), alignment (`\an`, `\a`, the style's), margins, and per run bold,
 * italic, underline, strike-out and primary colour from the style table and override tags.
 * Drawings, transparent text, karaoke, fades, rotation and fonts are left out; comments are not
 * cues. Text is plain text here (ASS has no markup), so "<b>" shows as written.
 */
export const readAss: SubtitleReader = (text) => {
  let script: CompiledASS;
  try {
    script = compile(numpadStyleAlignments(text), {});
  } catch {
    throw new SubtitleParseError("invalidFormat");
  }
  const cues: ReturnType<SubtitleReader> = [];
  script.dialogues.forEach((dialogue) => {
    const anchor = anchorOf(dialogue.alignment);
    const content = dialogueContent(dialogue, script);
    pushCue(
      cues,
      makeCue(dialogue.start, dialogue.end, content, dialogueLayout(dialogue, anchor, script)),
    );
  });
  return cues;
};
