import type { CueElement, CueNode, CueTag, RunStyle } from "../types";
import { parseColour, VTT_COLOUR_CLASSES } from "./colour";
import { decodeEntities } from "./entities";
import { tokenizeMarkup, type MarkupToken } from "./tokenize";
import { normaliseNodes } from "./tree";

type OpenToken = Extract<MarkupToken, { kind: "open" }>;

/** Elements whose content is dropped with them: code and styles are never subtitle text. */
const DROP_WITH_CONTENT = new Set(["script", "style", "template", "noscript", "rp", "xmp"]);

/** Deeper nesting than this is flattened: no file needs it, and it bounds the tree's depth. */
export const MAX_DEPTH = 32;

const TAG_ALIASES: Readonly<Record<string, CueTag>> = {
  b: "b",
  strong: "b",
  i: "i",
  em: "i",
  u: "u",
  c: "c",
  v: "v",
  lang: "lang",
  span: "span",
  ruby: "ruby",
  rt: "rt",
};

const LANG = /^[A-Za-z]{2,8}(?:-[A-Za-z\d]{1,8}){0,8}$/;
const MAX_TITLE = 200;

/** C0 and C1 control characters other than tab and line feed; they have no place in a cue. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

function checkedLang(value: string | undefined): string | undefined {
  const lang = value?.trim();
  return lang && LANG.test(lang) ? lang : undefined;
}

function checkedTitle(value: string | undefined): string | undefined {
  const title = value === undefined ? "" : decodeEntities(value).replace(CONTROLS, "").trim();
  return title ? title.slice(0, MAX_TITLE) : undefined;
}

function element(tag: CueTag, extra: Partial<CueElement> = {}): CueElement {
  const node: CueElement = { type: "element", tag, children: [] };
  if (extra.title !== undefined) node.title = extra.title;
  if (extra.lang !== undefined) node.lang = extra.lang;
  if (extra.style !== undefined) node.style = extra.style;
  return node;
}

/** What a start tag becomes in the tree: an allowed element, or null (unwrapped, text kept). */
function mapTag(token: OpenToken): CueElement | null {
  const attribute = (name: string) => token.attributes.get(name);
  if (token.name === "font" || token.name === "s" || token.name === "strike") {
    const color = token.name === "font" ? parseColour(attribute("color") ?? "") : undefined;
    const style: RunStyle = color ? { color } : token.name === "font" ? {} : { strike: true };
    return Object.keys(style).length > 0 ? element("span", { style }) : null;
  }
  const tag = TAG_ALIASES[token.name];
  if (!tag) return null;
  // WebVTT's annotation is the voice's name or the language; HTML-style files use attributes.
  const annotation = token.annotation.includes("=") ? undefined : token.annotation;
  switch (tag) {
    case "v":
      return element("v", { title: checkedTitle(attribute("title") ?? annotation) });
    case "lang":
      return element("lang", { lang: checkedLang(attribute("lang") ?? annotation) });
    case "span":
      return element("span", {
        title: checkedTitle(attribute("title")),
        lang: checkedLang(attribute("lang")),
      });
    case "c": {
      const colour = token.classes.find((name) => VTT_COLOUR_CLASSES.includes(name));
      return element("c", colour ? { style: { color: parseColour(colour) as string } } : {});
    }
    default:
      return element(tag);
  }
}

/**
 * Plain text (no markup, no entities: ASS and the like) as nodes: control characters removed,
 * line breaks as `br`.
 */
export function plainTextNodes(text: string): CueNode[] {
  const nodes: CueNode[] = [];
  text
    .replace(/\r\n?/g, "\n")
    .replace(CONTROLS, "")
    .split("\n")
    .forEach((line, index) => {
      if (index > 0) nodes.push({ type: "br" });
      if (line) nodes.push({ type: "text", text: line });
    });
  return nodes;
}

interface Frame {
  name: string;
  element: CueElement | null;
  children: CueNode[];
}

/**
 * Cue markup → a tree of allowed nodes only (SPEC §5): elements c, b, i, u, span, ruby, rt, br,
 * v and lang; attributes title and lang, checked. Any other element is removed and its text
 * kept (`<font>`, `<s>` and WebVTT colour classes survive as a checked colour or strike style);
 * script, style and similar elements go with their content. Entities are decoded into plain
 * text, which is never read as markup again. Line breaks ("\n", `<br>`) become `br` nodes.
 */
export function sanitiseMarkup(markup: string): CueNode[] {
  const tokens = tokenizeMarkup(markup);
  const root: Frame = { name: "", element: null, children: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1] as Frame;
  const pop = () => {
    const frame = stack.pop() as Frame;
    if (frame.element) top().children.push({ ...frame.element, children: frame.children });
    else top().children.push(...frame.children);
  };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as MarkupToken;
    if (token.kind === "text") {
      // Entities decode into plain text, never into markup.
      top().children.push(...plainTextNodes(decodeEntities(token.text)));
    } else if (token.kind === "close") {
      const at = stack.findLastIndex((frame, depth) => depth > 0 && frame.name === token.name);
      if (at > 0) while (stack.length > at) pop();
    } else if (DROP_WITH_CONTENT.has(token.name)) {
      index = skipElement(tokens, index);
    } else if (token.name === "br") {
      top().children.push({ type: "br" });
    } else {
      const element = stack.length > MAX_DEPTH ? null : mapTag(token);
      stack.push({ name: token.name, element, children: [] });
    }
  }
  while (stack.length > 1) pop();
  return normaliseNodes(root.children);
}

/** The index of the end tag closing the element opened at `start` (the last token if none). */
function skipElement(tokens: readonly MarkupToken[], start: number): number {
  const name = (tokens[start] as OpenToken).name;
  let depth = 0;
  for (let index = start; index < tokens.length; index++) {
    const token = tokens[index] as MarkupToken;
    if (token.kind === "open" && token.name === name) depth++;
    if (token.kind === "close" && token.name === name && --depth === 0) return index;
  }
  return tokens.length;
}
