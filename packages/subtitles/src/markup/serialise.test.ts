import { describe, expect, it } from "vitest";
import type { CueNode } from "../types";
import { sanitiseMarkup } from "./sanitise";
import { cueToHtml, escapeHtml, styleCss } from "./serialise";

describe("escapeHtml", () => {
  it("escapes the five markup characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});

describe("styleCss", () => {
  it("writes checked colours and flags", () => {
    expect(
      styleCss({ color: "#ff0000", bold: true, italic: false, underline: true, strike: true }),
    ).toBe(
      "color:#ff0000;font-weight:bold;font-style:normal;text-decoration:underline line-through",
    );
  });

  it("refuses a colour that is not #rrggbb even if one got into a tree", () => {
    expect(styleCss({ color: "red;background:url(x)" })).toBe("");
  });
});

describe("cueToHtml", () => {
  it("writes native tags and marks the others on a span", () => {
    expect(
      cueToHtml(
        sanitiseMarkup("<b>b</b><v Bob>hi</v><lang fi>moi</lang><ruby>漢<rt>kan</rt></ruby>"),
      ),
    ).toBe(
      '<b>b</b><span data-cue="v" title="Bob">hi</span><span data-cue="lang" lang="fi">moi</span><ruby>漢<rt>kan</rt></ruby>',
    );
  });

  it("escapes text, also text that came from entities", () => {
    expect(cueToHtml(sanitiseMarkup("&lt;img src=x onerror=alert(1)&gt; & <"))).toBe(
      "&lt;img src=x onerror=alert(1)&gt; &amp; &lt;",
    );
  });

  it("escapes attribute values", () => {
    const nodes: CueNode[] = [
      {
        type: "element",
        tag: "v",
        title: `"><script>x</script>`,
        children: [{ type: "text", text: "a" }],
      },
    ];
    expect(cueToHtml(nodes)).toBe(
      '<span data-cue="v" title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">a</span>',
    );
  });

  it("writes line breaks", () => {
    expect(cueToHtml(sanitiseMarkup("a\nb"))).toBe("a<br>b");
  });
});
