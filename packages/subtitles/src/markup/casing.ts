import type { CueNode } from "../types";
import { plainText } from "./tree";

export interface CasingOptions {
  /** "Fix capitals" (SPEC §5): lower-case the cue, upper-case only where a sentence starts. */
  fixCapitals?: boolean;
  /**
   * The caption's language. The lone "i" → "I" rule is English; in Swedish, Polish, Italian,
   * Czech … "i" is a word of its own, so the rule runs only for English or an unknown language.
   */
  language?: string | null;
}

/** A lone lower-case "i" word ("i", "i'm", "i'll"), not "i.e." nor a letter inside a word. */
const LONE_I = /(?<![\p{L}\p{N}])i(?![\p{L}\p{N}]|\.\p{L})/gu;
/** A letter that starts the cue, follows a sentence end, or starts a "- " dialogue line. */
const SENTENCE_START = /(^|[.!?…]\s+|\n\s*[-–—]\s*)([^\p{L}]*?)(\p{L})/gu;

function sameLengthLowerCase(text: string): string {
  let out = "";
  for (const char of text) {
    const lower = char.toLowerCase();
    out += lower.length === char.length ? lower : char;
  }
  return out;
}

function fixCapitals(text: string): string {
  return sameLengthLowerCase(text).replace(
    SENTENCE_START,
    (_whole, before: string, between: string, letter: string) =>
      before + between + (letter.toUpperCase().length === 1 ? letter.toUpperCase() : letter),
  );
}

function isEnglishOrUnknown(language: string | null | undefined): boolean {
  const base = (language ?? "").toLowerCase().split(/[-_]/)[0] ?? "";
  return !/^[a-z]{2,3}$/.test(base) || base === "en" || base === "eng";
}

/** Rebuilds `nodes` with their text taken, in order, from `text` (which has the same length). */
function withText(nodes: readonly CueNode[], text: string, offset = { at: 0 }): CueNode[] {
  return nodes.map((node) => {
    if (node.type === "br") {
      offset.at += 1;
      return node;
    }
    if (node.type === "element")
      return { ...node, children: withText(node.children, text, offset) };
    const slice = text.slice(offset.at, offset.at + node.text.length);
    offset.at += node.text.length;
    return { type: "text", text: slice };
  });
}

/**
 * The cue's text with the SPEC §5 casing rules applied, across tag boundaries: a lone "i"
 * becomes "I" (English or unknown language), and with `fixCapitals` ALL-CAPS subtitles read as
 * sentences. The tree's shape is kept; only letters change.
 */
export function applyCasing(nodes: readonly CueNode[], options: CasingOptions = {}): CueNode[] {
  const original = plainText(nodes);
  let text = options.fixCapitals ? fixCapitals(original) : original;
  if (isEnglishOrUnknown(options.language)) text = text.replace(LONE_I, "I");
  return text === original ? [...nodes] : withText(nodes, text);
}
