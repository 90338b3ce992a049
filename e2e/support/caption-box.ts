import type { Page } from "playwright-core";

/**
 * Where the browser draws the video's caption cues: the bottom edge (px from the top of the
 * viewport) of the lowest cue box, or null when none is drawn. Cues live in the <video>'s
 * user-agent shadow tree, out of the page's reach; the DevTools protocol sees into it.
 */
export async function lowestCueBottom(page: Page): Promise<number | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: -1, pierce: true });
    const cues: number[] = [];
    const walk = (node: typeof root) => {
      const attributes = node.attributes ?? [];
      const pseudo = attributes[attributes.indexOf("pseudo") + 1];
      if (attributes.includes("pseudo") && pseudo === "-webkit-media-text-track-display") {
        cues.push(node.nodeId);
      }
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
    };
    walk(root);
    let bottom: number | null = null;
    for (const nodeId of cues) {
      const { model } = await cdp.send("DOM.getBoxModel", { nodeId });
      // border: x1,y1 … x4,y4 clockwise from the top left; y3 is the bottom edge.
      const edge = model.border[5] ?? 0;
      bottom = bottom === null ? edge : Math.max(bottom, edge);
    }
    return bottom;
  } finally {
    await cdp.detach();
  }
}
