import type { CueElement, CueNode } from "../types";

/** A cue's visible text, line breaks as "\n" (ruby text included after its base). */
export function plainText(nodes: readonly CueNode[]): string {
  let text = "";
  for (const node of nodes) {
    if (node.type === "text") text += node.text;
    else if (node.type === "br") text += "\n";
    else text += plainText(node.children);
  }
  return text;
}

/** Whether the nodes show anything but whitespace. */
export function hasVisibleText(nodes: readonly CueNode[]): boolean {
  return plainText(nodes).trim() !== "";
}

function compact(nodes: readonly CueNode[]): CueNode[] {
  const out: CueNode[] = [];
  for (const node of nodes) {
    if (node.type === "element") {
      const children = compact(node.children);
      if (children.length > 0) out.push({ ...node, children });
      continue;
    }
    const last = out[out.length - 1];
    if (node.type === "text" && last?.type === "text") {
      out[out.length - 1] = { type: "text", text: last.text + node.text };
    } else if (node.type === "br" || node.text !== "") {
      out.push(node);
    }
  }
  return out;
}

/** Trims whitespace and line breaks at one end of the tree, descending into elements. */
function trimEdge(nodes: CueNode[], fromStart: boolean): CueNode[] {
  const list = [...nodes];
  while (list.length > 0) {
    const index = fromStart ? 0 : list.length - 1;
    const node = list[index] as CueNode;
    if (node.type === "br") {
      list.splice(index, 1);
      continue;
    }
    if (node.type === "text") {
      const text = fromStart ? node.text.replace(/^\s+/, "") : node.text.replace(/\s+$/, "");
      if (text === "") list.splice(index, 1);
      else list[index] = { type: "text", text };
      if (text !== "") break;
      continue;
    }
    const children = trimEdge(node.children, fromStart);
    if (children.length === 0) list.splice(index, 1);
    else {
      list[index] = { ...node, children } satisfies CueElement;
      break;
    }
  }
  return list;
}

/**
 * A tidy tree: neighbouring texts merged, empty elements removed, whitespace and breaks trimmed
 * at both ends of the cue.
 */
export function normaliseNodes(nodes: readonly CueNode[]): CueNode[] {
  return trimEdge(trimEdge(compact(nodes), true), false);
}
