import { assColour } from "../markup/colour";
import { sanitiseMarkup } from "../markup/sanitise";
import { DEFAULT_FPS, makeCue, pushCue, type SubtitleReader } from "./reader";
import { MICRODVD_LINE } from "./timing-lines";

const CONTROL = /\{([A-Za-z]):([^}]*)\}/g;
const STYLE_TAGS: Readonly<Record<string, string>> = { i: "i", b: "b", u: "u", s: "s" };

/** Tags opening the styles of the control codes (`y`/`Y` styles, `c`/`C` colour) in `codes`. */
function openTags(codes: ReadonlyArray<[string, string]>): string[] {
  const tags: string[] = [];
  for (const [code, value] of codes) {
    if (code.toLowerCase() === "y") {
      for (const flag of value.toLowerCase().split(",")) {
        const tag = STYLE_TAGS[flag.trim()];
        if (tag) tags.push(tag);
      }
    } else if (code.toLowerCase() === "c") {
      const colour = assColour(`&H${value.replace(/^\$/, "")}`);
      if (colour) tags.push(`font color="${colour}"`);
    }
  }
  return tags;
}

function wrap(text: string, tags: readonly string[]): string {
  const closes = tags.map((tag) => `</${tag.split(" ")[0] ?? ""}>`).reverse();
  return tags.map((tag) => `<${tag}>`).join("") + text + closes.join("");
}

/** One cue's text: "|" between lines, a leading "/" for italics, control codes to tags. */
function cueMarkup(text: string): string {
  const codesOf = (line: string) =>
    [...line.matchAll(CONTROL)].map(
      ([, code = "", value = ""]) => [code, value] as [string, string],
    );
  const lines = text.split("|");
  // Upper-case codes on the first line apply to the whole cue, lower-case ones to their line.
  const cueWide = codesOf(lines[0] ?? "").filter(([code]) => code === code.toUpperCase());
  return lines
    .map((line) => {
      const own = codesOf(line).filter(([code]) => code === code.toLowerCase());
      let rest = line.replace(CONTROL, "");
      const tags = openTags([...cueWide, ...own]);
      if (rest.startsWith("/")) {
        rest = rest.slice(1);
        tags.push("i");
      }
      return wrap(rest, tags);
    })
    .join("\n");
}

/**
 * MicroDVD: times in frames. The frame rate comes from a first cue whose text is only a number
 * (`{1}{1}23.976`), else `options.fps`, else 23.976. A cue without an end frame lasts until the
 * next one starts (at most five seconds).
 */
export const readMicroDvd: SubtitleReader = (text, options) => {
  const entries = text
    .split("\n")
    .map((line) => MICRODVD_LINE.exec(line))
    .filter((match): match is RegExpExecArray => match !== null);
  let fps = options.fps && options.fps > 0 ? options.fps : DEFAULT_FPS;
  const header = entries[0]?.[3]?.trim() ?? "";
  if (/^\d{1,3}(?:[.,]\d+)?$/.test(header)) {
    const declared = Number(header.replace(",", "."));
    if (declared > 1 && declared < 200) fps = declared;
    entries.shift();
  }
  const cues: ReturnType<SubtitleReader> = [];
  entries.forEach(([, startFrame = "", endFrame = "", body = ""], index) => {
    const start = Number(startFrame) / fps;
    const next = entries[index + 1]?.[1];
    const end = endFrame
      ? Number(endFrame) / fps
      : Math.min(next === undefined ? Infinity : Number(next) / fps, start + 5);
    pushCue(cues, makeCue(start, end, sanitiseMarkup(cueMarkup(body))));
  });
  return cues;
};
