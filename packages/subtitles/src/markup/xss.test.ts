import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../__fixtures__/read-fixture";
import { toSrt } from "../export/srt";
import { parseSubtitles } from "../parse";
import { CUE_TAGS, type CueNode, type SubtitleTrack } from "../types";
import { sanitiseMarkup } from "./sanitise";
import { cueToHtml } from "./serialise";
import { plainText } from "./tree";

const STYLE_KEYS = new Set(["color", "bold", "italic", "underline", "strike"]);
const ELEMENT_KEYS = new Set(["type", "tag", "title", "lang", "style", "children"]);

/** Every node of the tree is one the renderer knows, with checked values only; lists problems. */
function problems(nodes: readonly CueNode[], path = "cue"): string[] {
  return nodes.flatMap((node, index) => {
    const at = `${path}[${index}]`;
    if (node.type === "text") {
      return Object.keys(node).length === 2 && typeof node.text === "string"
        ? []
        : [`${at}: odd text node`];
    }
    if (node.type === "br") return Object.keys(node).length === 1 ? [] : [`${at}: odd break`];
    if (node.type !== "element") return [`${at}: unknown node type`];
    const found: string[] = [];
    if (!(CUE_TAGS as readonly string[]).includes(node.tag)) found.push(`${at}: tag ${node.tag}`);
    for (const key of Object.keys(node))
      if (!ELEMENT_KEYS.has(key)) found.push(`${at}: key ${key}`);
    if (node.lang !== undefined && !/^[A-Za-z]{2,8}(-[A-Za-z\d]{1,8})*$/.test(node.lang))
      found.push(`${at}: lang`);
    for (const [key, value] of Object.entries(node.style ?? {})) {
      if (!STYLE_KEYS.has(key)) found.push(`${at}: style ${key}`);
      if (key === "color" ? !/^#[\da-f]{6}$/.test(String(value)) : typeof value !== "boolean") {
        found.push(`${at}: style value ${key}`);
      }
    }
    return [...found, ...problems(node.children, at)];
  });
}

/** The tags and attributes in serialised HTML, which must all be on the allowlist. */
function htmlMarkup(html: string): { tags: Set<string>; attributes: Set<string> } {
  const tags = new Set<string>();
  const attributes = new Set<string>();
  for (const [, name = "", rest = ""] of html.matchAll(/<\/?([a-zA-Z][^\s>/]*)([^>]*)>/g)) {
    tags.add(name.toLowerCase());
    for (const [, attribute = ""] of rest.matchAll(/([^\s=]+)="[^"]*"/g)) attributes.add(attribute);
  }
  return { tags, attributes };
}

function expectInert(track: SubtitleTrack): void {
  for (const cue of track.cues) {
    expect(problems(cue.content)).toEqual([]);
    const html = cueToHtml(cue.content);
    const { tags, attributes } = htmlMarkup(html);
    for (const tag of tags) expect(["b", "i", "u", "ruby", "rt", "span", "br"]).toContain(tag);
    for (const attribute of attributes)
      expect(["data-cue", "title", "lang", "style"]).toContain(attribute);
    // Anything executable can only be left as escaped text, never as markup.
    // (Quoted attribute values are blanked first: escaped, they are text, not attributes.)
    const bare = html.replace(/="[^"]*"/g, '=""');
    expect(html).not.toMatch(/<(script|img|svg|iframe|object|embed|style|a|math|link|meta)\b/i);
    expect(bare).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(html).not.toMatch(/style="[^"]*(url|expression|javascript)/i);
  }
}

describe("the XSS corpus", () => {
  it.each(["xss.srt", "xss.vtt", "xss.smi", "xss.ass", "xss.sub"])(
    "%s parses into an inert tree",
    async (name) => {
      const track = await parseSubtitles(fixtureBytes(name));
      expect(track.cues.length).toBeGreaterThan(0);
      expectInert(track);
    },
  );

  it("keeps the harmless text around the payloads", async () => {
    const text = (await parseSubtitles(fixtureBytes("xss.srt"))).cues.map((cue) =>
      plainText(cue.content),
    );
    expect(text).toContain("plain after script");
    expect(text).toContain("bold with handler");
    expect(text).toContain("<script>window.__xss=1</script>");
    expect(text).toContain("nested allowed");
  });

  it("drops script content instead of showing it", async () => {
    const text = (await parseSubtitles(fixtureBytes("xss.srt"))).cues.map((cue) =>
      plainText(cue.content),
    );
    expect(text[0]).toBe("plain after script");
    expect(text).toContain("style gone");
    expect(text).toContain("template gone");
  });

  it("keeps a colour only when it is a plain colour", async () => {
    const track = await parseSubtitles(fixtureBytes("xss.srt"));
    const colours = JSON.stringify(track.cues).match(/"color":"[^"]*"/g) ?? [];
    expect(new Set(colours)).toEqual(new Set(['"color":"#ff0000"', '"color":"#ffff00"']));
  });

  it("survives nesting thousands of tags deep", () => {
    const deep = "<b><i>".repeat(5000) + "deep" + "</i></b>".repeat(5000);
    const nodes = sanitiseMarkup(deep);
    expect(problems(nodes)).toEqual([]);
    expect(plainText(nodes)).toBe("deep");
  });

  it("writes SRT from the corpus that reads back just as inert", async () => {
    for (const name of ["xss.srt", "xss.vtt", "xss.smi", "xss.ass", "xss.sub"]) {
      expectInert(await parseSubtitles(toSrt((await parseSubtitles(fixtureBytes(name))).cues)));
    }
  });
});
