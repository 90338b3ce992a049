import type { CueAnchor, CueLayout } from "../types";

/** The cue settings of a WebVTT timing line, as written (region settings are not kept). */
export interface VttSettings {
  vertical?: "rl" | "lr";
  line?: { value: number; percent: boolean; align?: "start" | "center" | "end" };
  position?: { value: number; align?: "line-left" | "center" | "line-right" };
  size?: number;
  align?: "start" | "center" | "end" | "left" | "right";
}

const PERCENT = /^(\d{1,3}(?:\.\d+)?)%$/;

function percent(text: string): number | undefined {
  const match = PERCENT.exec(text);
  const value = match ? Number(match[1]) : NaN;
  return value >= 0 && value <= 100 ? value : undefined;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/** Reads "line:10% position:20%,line-left align:start size:50%"; bad settings are skipped. */
export function parseVttSettings(text: string): VttSettings {
  const settings: VttSettings = {};
  for (const item of text.trim().split(/[ \t]+/)) {
    const colon = item.indexOf(":");
    const [name, value] = [item.slice(0, colon), item.slice(colon + 1)];
    if (colon < 1 || !value) continue;
    const [main = "", extra] = value.split(",");
    if (name === "vertical") settings.vertical = oneOf(value, ["rl", "lr"] as const);
    if (name === "size") settings.size = percent(value);
    if (name === "align") {
      settings.align =
        value === "middle"
          ? "center"
          : oneOf(value, ["start", "center", "end", "left", "right"] as const);
    }
    if (name === "position") {
      const at = percent(main);
      const align = oneOf(extra === "middle" ? "center" : extra, [
        "line-left",
        "center",
        "line-right",
      ] as const);
      if (at !== undefined) settings.position = { value: at, ...(align && { align }) };
    }
    if (name === "line") {
      const align = oneOf(extra === "middle" ? "center" : extra, [
        "start",
        "center",
        "end",
      ] as const);
      const asPercent = percent(main);
      const lineNumber = /^-?\d+$/.test(main) ? Number(main) : undefined;
      if (asPercent !== undefined)
        settings.line = { value: asPercent, percent: true, ...(align && { align }) };
      else if (lineNumber !== undefined)
        settings.line = { value: lineNumber, percent: false, ...(align && { align }) };
    }
  }
  for (const key of Object.keys(settings) as (keyof VttSettings)[]) {
    if (settings[key] === undefined) delete settings[key];
  }
  return settings;
}

const COLUMN = { "line-left": 1, center: 2, "line-right": 3 } as const;
const ROW_BASE = { end: 0, center: 3, start: 6 } as const;

/** The settings as a cue layout; undefined when there are none (default placement). */
export function vttLayout(settings: VttSettings): CueLayout | undefined {
  if (Object.keys(settings).length === 0) return undefined;
  const { align, line, position, size, vertical } = settings;
  // The box's horizontal anchor: position's own alignment, else the text alignment's side.
  const column = position?.align
    ? COLUMN[position.align]
    : align === "start" || align === "left"
      ? 1
      : align === "end" || align === "right"
        ? 3
        : 2;
  const rowBase = line?.percent ? ROW_BASE[line.align ?? "start"] : line && line.value >= 0 ? 6 : 0;
  const layout: CueLayout = { anchor: (rowBase + column) as CueAnchor };
  if (position) layout.x = position.value / 100;
  if (line?.percent) layout.y = line.value / 100;
  if (line && !line.percent) layout.line = line.value;
  if (size !== undefined && size < 100) layout.width = size / 100;
  if (align) layout.textAlign = align;
  if (vertical) layout.vertical = vertical;
  return layout;
}
