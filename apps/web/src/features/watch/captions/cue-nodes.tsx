import {
  hasVisibleText,
  type CueElement,
  type CueNode,
  type CueTag,
  type RunStyle,
} from "@matinee/subtitles";
import type { CSSProperties, ReactNode } from "react";

/**
 * The element each allowed cue tag becomes. Voices, classes and language spans are plain
 * spans; nothing else can be built, whatever the file held.
 */
const ELEMENT: Record<CueTag, "span" | "b" | "i" | "u" | "ruby" | "rt"> = {
  c: "span",
  span: "span",
  v: "span",
  lang: "span",
  b: "b",
  i: "i",
  u: "u",
  ruby: "ruby",
  rt: "rt",
};

/** `#rrggbb`, as the package builds it; checked again because it goes into a style. */
const HEX_COLOUR = /^#[\da-f]{6}$/;

/** A run's style (checked values only) as inline CSS; undefined when it has none. */
export function runStyle(style: RunStyle | undefined): CSSProperties | undefined {
  if (!style) return undefined;
  const css: CSSProperties = {};
  if (style.color && HEX_COLOUR.test(style.color)) css.color = style.color;
  if (style.bold !== undefined) css.fontWeight = style.bold ? 700 : 400;
  if (style.italic !== undefined) css.fontStyle = style.italic ? "italic" : "normal";
  if (style.underline !== undefined || style.strike !== undefined) {
    const lines = [style.underline && "underline", style.strike && "line-through"].filter(Boolean);
    css.textDecoration = lines.join(" ") || "none";
  }
  return Object.keys(css).length > 0 ? css : undefined;
}

function elementNode(node: CueElement, key: number): ReactNode {
  const Element = ELEMENT[node.tag];
  return (
    <Element key={key} lang={node.lang} title={node.title} style={runStyle(node.style)}>
      {cueNodes(node.children)}
    </Element>
  );
}

/**
 * A cue's tree as React nodes: text stays text (React escapes it: markup in it shows as
 * characters), line breaks are <br>, elements of the allowlist become the elements above with
 * only `lang`, `title` and their run style. No HTML string is ever parsed.
 */
export function cueNodes(nodes: readonly CueNode[]): ReactNode[] {
  return nodes.map((node, index) =>
    node.type === "text" ? (
      node.text
    ) : node.type === "br" ? (
      <br key={index} />
    ) : (
      elementNode(node, index)
    ),
  );
}

/** `nodes` cut at their line breaks; an element a break falls in goes on in the next line. */
function fragments(nodes: readonly CueNode[]): CueNode[][] {
  const lines: CueNode[][] = [[]];
  const current = () => lines[lines.length - 1] as CueNode[];
  for (const node of nodes) {
    if (node.type === "br") lines.push([]);
    else if (node.type === "text") current().push(node);
    else {
      const [first = [], ...rest] = fragments(node.children);
      current().push({ ...node, children: first });
      for (const children of rest) lines.push([{ ...node, children }]);
    }
  }
  return lines;
}

/**
 * A cue's tree as its lines: split at each line break, styles and elements kept on both sides
 * (`<i>a<br>b</i>` → `<i>a</i>`, `<i>b</i>`); empty lines left out. Each line gets its own box,
 * whose background then hugs that line's text.
 */
export function splitLines(nodes: readonly CueNode[]): CueNode[][] {
  return fragments(nodes).filter(hasVisibleText);
}
