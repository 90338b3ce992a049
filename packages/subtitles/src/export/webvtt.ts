import { formatClock } from "../formats/clock";
import { VTT_COLOUR_CLASSES, parseColour } from "../markup/colour";
import type { Cue, CueElement, CueLayout, CueNode } from "../types";
import { shiftCues } from "./shift";

const escapeVttText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The WebVTT colour class of a colour, when it is exactly one of them. */
function colourClass(color: string | undefined): string {
  const name = VTT_COLOUR_CLASSES.find((candidate) => parseColour(candidate) === color);
  return name ? `.${name}` : "";
}

function elementVtt(node: CueElement): string {
  let inner = nodesVtt(node.children);
  const { style } = node;
  if (style?.underline && node.tag !== "u") inner = `<u>${inner}</u>`;
  if (style?.italic && node.tag !== "i") inner = `<i>${inner}</i>`;
  if (style?.bold && node.tag !== "b") inner = `<b>${inner}</b>`;
  const annotation = (value: string | undefined) =>
    value ? ` ${value.replace(/[\n>]/g, " ")}` : "";
  switch (node.tag) {
    case "b":
    case "i":
    case "u":
    case "ruby":
    case "rt":
      return `<${node.tag}>${inner}</${node.tag}>`;
    case "v":
      return `<v${annotation(escapeVttText(node.title ?? ""))}>${inner}</v>`;
    case "lang":
      return node.lang ? `<lang ${node.lang}>${inner}</lang>` : inner;
    default: {
      const classes = colourClass(style?.color);
      return classes ? `<c${classes}>${inner}</c>` : inner;
    }
  }
}

function nodesVtt(nodes: readonly CueNode[]): string {
  return nodes
    .map((node) =>
      node.type === "text"
        ? escapeVttText(node.text)
        : node.type === "br"
          ? "\n"
          : elementVtt(node),
    )
    .join("");
}

const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;
const LINE_ALIGN = ["end", "center", "start"] as const;
const POSITION_ALIGN = ["line-right", "line-left", "center"] as const;

/** A layout as WebVTT cue settings (ASS margins are not expressible and are left out). */
export function layoutSettings(layout: CueLayout | undefined): string {
  if (!layout) return "";
  const row = Math.floor((layout.anchor - 1) / 3);
  const settings: string[] = [];
  if (layout.vertical) settings.push(`vertical:${layout.vertical}`);
  if (layout.line !== undefined) settings.push(`line:${layout.line}`);
  else if (layout.y !== undefined)
    settings.push(`line:${percent(layout.y)},${LINE_ALIGN[row] ?? "end"}`);
  else if (row === 2) settings.push("line:0");
  else if (row === 1) settings.push("line:50%,center");
  if (layout.x !== undefined)
    settings.push(`position:${percent(layout.x)},${POSITION_ALIGN[layout.anchor % 3] ?? "center"}`);
  if (layout.width !== undefined) settings.push(`size:${percent(layout.width)}`);
  const align =
    layout.textAlign ??
    (layout.anchor % 3 === 1 ? "left" : layout.anchor % 3 === 0 ? "right" : undefined);
  if (align) settings.push(`align:${align}`);
  return settings.join(" ");
}

/**
 * A track as a WebVTT file: for the native `<track>` that keeps subtitles in iOS's own
 * fullscreen, and as a second download format. Text is escaped; tags, voices, languages, ruby,
 * WebVTT colour classes and placement carry over.
 */
export function toWebVtt(cues: readonly Cue[], options: { delay?: number } = {}): string {
  const blocks = shiftCues(cues, options.delay).map((cue) => {
    const settings = layoutSettings(cue.layout);
    const timing = `${formatClock(cue.start, ".")} --> ${formatClock(cue.end, ".")}${settings ? ` ${settings}` : ""}`;
    return `${timing}\n${nodesVtt(cue.content)
      .replace(/\n{2,}/g, "\n")
      .trim()}\n`;
  });
  return ["WEBVTT\n", ...blocks].join("\n");
}
