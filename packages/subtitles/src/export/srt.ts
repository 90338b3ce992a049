import { formatClock } from "../formats/clock";
import type { Cue, CueElement, CueNode } from "../types";
import { shiftCues } from "./shift";

/**
 * Text as SRT carries it: "<" and an "&" that would read as an entity are escaped (our reader
 * and HTML-minded players decode them back); other characters stay as they are.
 */
function escapeSrtText(text: string): string {
  return text.replace(/&(?=#?\w+;|(?:amp|lt|gt|nbsp|quot)\b)/g, "&amp;").replace(/</g, "&lt;");
}

function elementSrt(node: CueElement): string {
  let inner = nodesSrt(node.children);
  if (node.tag === "rt") return `(${inner})`;
  const { style } = node;
  if (style?.color) inner = `<font color="${style.color}">${inner}</font>`;
  if (node.tag === "u" || style?.underline) inner = `<u>${inner}</u>`;
  if (node.tag === "i" || style?.italic) inner = `<i>${inner}</i>`;
  if (node.tag === "b" || style?.bold) inner = `<b>${inner}</b>`;
  return inner;
}

function nodesSrt(nodes: readonly CueNode[]): string {
  return nodes
    .map((node) =>
      node.type === "text"
        ? escapeSrtText(node.text)
        : node.type === "br"
          ? "\n"
          : elementSrt(node),
    )
    .join("");
}

/** A cue's text in SRT: b/i/u and `<font color>` tags, ruby as "base(reading)", `{\anN}` off the bottom. */
export function cueToSrtText(cue: Cue): string {
  const anchor = cue.layout?.anchor;
  const position = anchor && anchor !== 2 ? `{\\an${anchor}}` : "";
  // A blank line would end the cue early.
  return (
    position +
    nodesSrt(cue.content)
      .replace(/\n{2,}/g, "\n")
      .trim()
  );
}

/**
 * A track (any format) as an SRT file, for "download subtitle": numbered cues, times with
 * millisecond commas, optionally shifted by the player's delay. Windows line ends, as most
 * SRT tools write them.
 */
export function toSrt(cues: readonly Cue[], options: { delay?: number } = {}): string {
  return shiftCues(cues, options.delay)
    .map((cue, index) =>
      [
        String(index + 1),
        `${formatClock(cue.start, ",")} --> ${formatClock(cue.end, ",")}`,
        cueToSrtText(cue),
      ].join("\r\n"),
    )
    .map((block) => `${block}\r\n`)
    .join("\r\n");
}
