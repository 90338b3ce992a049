import { describe, expect, it } from "vitest";
import type { CueNode } from "../types";
import { MAX_DEPTH, sanitiseMarkup } from "./sanitise";

const text = (value: string): CueNode => ({ type: "text", text: value });
const br: CueNode = { type: "br" };

describe("sanitiseMarkup", () => {
  it("keeps plain text, lines becoming breaks", () => {
    expect(sanitiseMarkup("Hello\nworld")).toEqual([text("Hello"), br, text("world")]);
  });

  it("keeps the allowed formatting tags", () => {
    expect(sanitiseMarkup("<b>B</b><i>I</i><u>U</u>")).toEqual([
      { type: "element", tag: "b", children: [text("B")] },
      { type: "element", tag: "i", children: [text("I")] },
      { type: "element", tag: "u", children: [text("U")] },
    ]);
  });

  it("maps strong and em to b and i", () => {
    expect(sanitiseMarkup("<strong>x</strong><em>y</em>")).toMatchObject([
      { tag: "b" },
      { tag: "i" },
    ]);
  });

  it("turns a WebVTT voice into v with the name as title", () => {
    expect(sanitiseMarkup("<v Bob Smith>Hi</v>")).toEqual([
      { type: "element", tag: "v", title: "Bob Smith", children: [text("Hi")] },
    ]);
  });

  it("turns a WebVTT language span into lang with a checked tag", () => {
    expect(sanitiseMarkup("<lang pt-BR>olá</lang>")).toMatchObject([
      { tag: "lang", lang: "pt-BR" },
    ]);
    expect(sanitiseMarkup(`<lang "><x>olá</lang>`)[0]).not.toHaveProperty("lang");
  });

  it("keeps ruby and rt, and drops rp with its fallback text", () => {
    expect(sanitiseMarkup("<ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>")).toEqual([
      {
        type: "element",
        tag: "ruby",
        children: [text("漢"), { type: "element", tag: "rt", children: [text("kan")] }],
      },
    ]);
  });

  it("keeps a WebVTT colour class as a colour and drops other classes", () => {
    expect(sanitiseMarkup("<c.yellow.bg_blue>x</c><c.loud>y</c>")).toEqual([
      { type: "element", tag: "c", style: { color: "#ffff00" }, children: [text("x")] },
      { type: "element", tag: "c", children: [text("y")] },
    ]);
  });

  it("turns <font color> into a coloured span, and drops a font without a colour", () => {
    expect(sanitiseMarkup(`<font color="#00ff00">g</font><font face="x">f</font>`)).toEqual([
      { type: "element", tag: "span", style: { color: "#00ff00" }, children: [text("g")] },
      text("f"),
    ]);
  });

  it("keeps only title and lang on a span", () => {
    expect(
      sanitiseMarkup(`<span title="t" lang="fi" class="x" style="color:red" id="y">s</span>`),
    ).toEqual([{ type: "element", tag: "span", title: "t", lang: "fi", children: [text("s")] }]);
  });

  it("removes unknown elements and keeps their text", () => {
    expect(sanitiseMarkup("<p>a <blink>b</blink> <marquee>c</marquee></p>")).toEqual([
      text("a b c"),
    ]);
  });

  it("drops script and style elements with their content", () => {
    expect(sanitiseMarkup("a<script>alert(1)</script>b<style>*{}</style>c")).toEqual([text("abc")]);
    expect(sanitiseMarkup("a<script>never closed")).toEqual([text("a")]);
  });

  it("decodes entities into text that stays text", () => {
    expect(sanitiseMarkup("&lt;b&gt;not bold&lt;/b&gt; &amp; more")).toEqual([
      text("<b>not bold</b> & more"),
    ]);
  });

  it("closes what is left open and ignores stray end tags", () => {
    expect(sanitiseMarkup("</i>a<b>b<i>c")).toEqual([
      text("a"),
      {
        type: "element",
        tag: "b",
        children: [text("b"), { type: "element", tag: "i", children: [text("c")] }],
      },
    ]);
  });

  it("closes inner elements when an outer one ends (mis-nesting)", () => {
    expect(sanitiseMarkup("<b>1<i>2</b>3</i>")).toEqual([
      {
        type: "element",
        tag: "b",
        children: [text("1"), { type: "element", tag: "i", children: [text("2")] }],
      },
      text("3"),
    ]);
  });

  it("flattens nesting deeper than the limit", () => {
    const deep = "<b>".repeat(MAX_DEPTH * 4) + "x";
    let depth = 0;
    let nodes = sanitiseMarkup(deep);
    while (nodes[0]?.type === "element") {
      depth++;
      nodes = nodes[0].children;
    }
    expect(depth).toBe(MAX_DEPTH);
    expect(nodes).toEqual([text("x")]);
  });

  it("removes control characters", () => {
    expect(sanitiseMarkup("a\u0000b\u0007c\u0085d")).toEqual([text("abcd")]);
  });

  it("reads <br> in every spelling as a line break", () => {
    expect(sanitiseMarkup("a<br>b<BR/>c<br />d")).toEqual([
      text("a"),
      br,
      text("b"),
      br,
      text("c"),
      br,
      text("d"),
    ]);
  });
});
