import { describe, expect, it } from "vitest";

// The style sheets' half of the logical-CSS rule (the lint rule of eslint.config.js covers class
// names and style props): no physical left/right property, so a right-to-left page needs no
// second layout. `inset-inline-start`, `margin-inline-end`, `text-align: start`… instead.

const sheets = import.meta.glob<string>("/src/**/*.css", {
  query: "?raw",
  import: "default",
  eager: true,
});

const PHYSICAL =
  /(?:^|[\s;{])((?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)|left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/gm;

/** Physical properties in a style sheet, as "line: text". */
function physicalProperties(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) =>
    comment.replace(/[^\n]/g, " "),
  );
  return withoutComments.split("\n").flatMap((line, index) => {
    PHYSICAL.lastIndex = 0;
    return PHYSICAL.test(line) ? [`${index + 1}: ${line.trim()}`] : [];
  });
}

describe("style sheets", () => {
  it("use logical properties only", () => {
    expect(Object.keys(sheets).length).toBeGreaterThan(0);
    const found = Object.entries(sheets).flatMap(([file, css]) =>
      physicalProperties(css).map((line) => `${file}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it("are checked for every physical spelling (the check itself)", () => {
    const css = [
      ".a { margin-left: 1rem; }",
      ".b{padding-right:0}",
      ".c { left: 0; }",
      ".d { text-align: right; }",
      ".e { border-left: 1px solid; }",
      "/* left: 0 in a comment */",
      ".f { margin-inline-start: 1rem; inset-inline-end: 0; text-align: start; }",
      ".g { transform-origin: left; }",
    ].join("\n");
    expect(physicalProperties(css)).toEqual([
      "1: .a { margin-left: 1rem; }",
      "2: .b{padding-right:0}",
      "3: .c { left: 0; }",
      "4: .d { text-align: right; }",
      "5: .e { border-left: 1px solid; }",
    ]);
  });
});
