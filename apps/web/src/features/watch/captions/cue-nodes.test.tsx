import { parseSubtitles, type CueElement, type CueNode } from "@matinee/subtitles";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cueNodes, runStyle, splitLines } from "./cue-nodes";

const text = (value: string): CueNode => ({ type: "text", text: value });
const element = (tag: CueElement["tag"], extra: Partial<CueElement> = {}): CueElement => ({
  type: "element",
  tag,
  children: [text(tag)],
  ...extra,
});

const html = (nodes: CueNode[]) => render(<p>{cueNodes(nodes)}</p>).container.innerHTML;

describe("cueNodes", () => {
  it("turns each allowed tag into its element", () => {
    expect(
      html([
        element("b"),
        element("i"),
        element("u"),
        element("ruby", { children: [text("漢"), element("rt")] }),
        element("c"),
        element("span"),
        element("v", { title: "Anna" }),
        element("lang", { lang: "fi" }),
      ]),
    ).toBe(
      "<p><b>b</b><i>i</i><u>u</u><ruby>漢<rt>rt</rt></ruby><span>c</span><span>span</span>" +
        '<span title="Anna">v</span><span lang="fi">lang</span></p>',
    );
  });

  it("keeps line breaks and nesting", () => {
    expect(html([text("one"), { type: "br" }, element("i", { children: [element("b")] })])).toBe(
      "<p>one<br><i><b>b</b></i></p>",
    );
  });

  it("writes a run's style inline", () => {
    const { container } = render(
      <p>
        {cueNodes([
          element("span", {
            style: { color: "#e2e535", bold: true, italic: true, underline: true, strike: true },
          }),
        ])}
      </p>,
    );
    const span = container.querySelector("span") as HTMLElement;
    expect(span.style.color).toBe("#e2e535");
    expect(span.style.fontWeight).toBe("700");
    expect(span.style.fontStyle).toBe("italic");
    expect(span.style.textDecoration).toBe("underline line-through");
  });

  it("turns a run's flags off explicitly, and drops a colour that is not #rrggbb", () => {
    expect(runStyle({ bold: false, italic: false, underline: false })).toEqual({
      fontWeight: 400,
      fontStyle: "normal",
      textDecoration: "none",
    });
    expect(runStyle({ color: "red;background:url(x)" })).toBeUndefined();
    expect(runStyle(undefined)).toBeUndefined();
  });

  it("shows markup inside text as characters, never as elements", () => {
    const { container } = render(
      <p>{cueNodes([text('<img src=x onerror="alert(1)"><script>alert(2)</script>')])}</p>,
    );
    expect(container.querySelector("img, script")).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"><script>alert(2)</script>');
  });

  it("gives an element only lang, title and its style, whatever else the object holds", () => {
    const hostile = {
      ...element("span", { title: "t", lang: "en" }),
      onclick: "alert(1)",
      href: "javascript:alert(1)",
      className: "x",
      dangerouslySetInnerHTML: { __html: "<img src=x>" },
    } as CueElement;
    const { container } = render(<p>{cueNodes([hostile])}</p>);
    const span = container.querySelector("span") as HTMLElement;
    expect(span.getAttributeNames().sort()).toEqual(["lang", "title"]);
    expect(container.querySelector("img")).toBeNull();
  });

  it("draws a hostile file's cues as its text", async () => {
    const track = await parseSubtitles(
      "1\n00:00:01,000 --> 00:00:02,000\n<b onmouseover=alert(1)>Hi</b> &lt;img src=x onerror=alert(1)&gt;<script>x</script>\n",
    );
    const { container } = render(<p>{cueNodes(track.cues[0]?.content ?? [])}</p>);
    expect(container.innerHTML).toBe("<p><b>Hi</b> &lt;img src=x onerror=alert(1)&gt;</p>");
  });
});

describe("splitLines", () => {
  const br: CueNode = { type: "br" };

  it("cuts a cue at its line breaks", () => {
    expect(splitLines([text("one"), br, text("two")])).toEqual([[text("one")], [text("two")]]);
  });

  it("carries an element across a break it falls in", () => {
    const italic = element("i", { children: [text("a"), br, text("b")], style: { italic: true } });
    expect(splitLines([text("x "), italic])).toEqual([
      [text("x "), { ...italic, children: [text("a")] }],
      [{ ...italic, children: [text("b")] }],
    ]);
  });

  it("leaves out empty lines", () => {
    expect(splitLines([br, text("only"), br, text("  "), br])).toEqual([[text("only")]]);
  });
});
