import type { CueElement, CueNode, RunStyle } from "../types";

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

/** CSS for a run style; every value was checked when the tree was built (`#rrggbb`, flags). */
export function styleCss(style: RunStyle | undefined): string {
  if (!style) return "";
  const rules: string[] = [];
  if (style.color && /^#[\da-f]{6}$/.test(style.color)) rules.push(`color:${style.color}`);
  if (style.bold !== undefined) rules.push(`font-weight:${style.bold ? "bold" : "normal"}`);
  if (style.italic !== undefined) rules.push(`font-style:${style.italic ? "italic" : "normal"}`);
  const lines = [style.underline && "underline", style.strike && "line-through"].filter(Boolean);
  if (style.underline !== undefined || style.strike !== undefined) {
    rules.push(`text-decoration:${lines.join(" ") || "none"}`);
  }
  return rules.join(";");
}

function elementHtml(node: CueElement): string {
  const inner = cueToHtml(node.children);
  const native = node.tag === "b" || node.tag === "i" || node.tag === "u" || node.tag === "ruby";
  const tag = native || node.tag === "rt" ? node.tag : "span";
  let attributes = native || tag === "rt" ? "" : ` data-cue="${node.tag}"`;
  if (node.title !== undefined) attributes += ` title="${escapeHtml(node.title)}"`;
  if (node.lang !== undefined) attributes += ` lang="${escapeHtml(node.lang)}"`;
  const css = styleCss(node.style);
  if (css) attributes += ` style="${escapeHtml(css)}"`;
  return `<${tag}${attributes}>${inner}</${tag}>`;
}

/**
 * The tree as an HTML string, for tests, previews and exports. Every text and attribute value
 * is escaped, so it holds no markup the tree did not. The player's renderer builds DOM nodes
 * from the tree instead and never needs this.
 */
export function cueToHtml(nodes: readonly CueNode[]): string {
  return nodes
    .map((node) =>
      node.type === "text"
        ? escapeHtml(node.text)
        : node.type === "br"
          ? "<br>"
          : elementHtml(node),
    )
    .join("");
}
