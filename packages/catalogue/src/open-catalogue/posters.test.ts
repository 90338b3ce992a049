import { describe, expect, it } from "vitest";
import { createOpenCatalogue } from "./create-open-catalogue";
import { CATALOGUE_MOVIES } from "./data/catalogue-data";
import { escapeXml, layoutTitle, renderPoster } from "./posters";

const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/i;

/** A small XML well-formedness check: balanced tags, quoted attributes, escaped text. */
function isWellFormed(xml: string): boolean {
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|[^<]+/gy;
  const stack: string[] = [];
  let roots = 0;
  let position = 0;
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    position = token.lastIndex;
    const [text, closing, name, attributes = "", selfClosing] = match;
    const escaped = name === undefined ? text : attributes;
    for (let i = escaped.indexOf("&"); i !== -1; i = escaped.indexOf("&", i + 1)) {
      if (!ENTITY.test(escaped.slice(i))) return false;
    }
    if (name === undefined) {
      if (stack.length === 0) return false;
    } else if (closing) {
      if (stack.pop() !== name) return false;
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name);
    }
  }
  return position === xml.length && stack.length === 0 && roots === 1;
}

const catalogue = createOpenCatalogue();

describe("the well-formedness check used here", () => {
  it("rejects unbalanced tags, raw ampersands and stray text", () => {
    expect(isWellFormed("<svg><g></svg>")).toBe(false);
    expect(isWellFormed("<svg><text>A & B</text></svg>")).toBe(false);
    expect(isWellFormed('<svg><g a="1 < 2"/></svg>')).toBe(false);
    expect(isWellFormed("text<svg/>")).toBe(false);
    expect(isWellFormed('<svg><g a="x &amp; y">A &lt; B</g></svg>')).toBe(true);
  });
});

describe("posters", () => {
  it("are well-formed 2:3 SVG with the title, year, type and the catalogue's mark", () => {
    const svg = catalogue.poster("movie-10378.svg") ?? "";
    expect(isWellFormed(svg)).toBe(true);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 500 750"/);
    for (const text of ["Big Buck Bunny", "2008", "MOVIE", "Matinee offline catalogue"]) {
      expect(svg).toContain(text);
    }
  });

  it("label series and show the years they ran", () => {
    const svg = catalogue.poster("tv-900000003.svg") ?? "";
    expect(isWellFormed(svg)).toBe(true);
    expect(svg).toContain("SERIES");
    expect(svg).toContain("1916\u20131917");
  });

  it("exist for every film, and are well-formed", () => {
    for (const movie of CATALOGUE_MOVIES) {
      expect(isWellFormed(catalogue.poster(`movie-${movie.id}.svg`) ?? ""), movie.title).toBe(true);
    }
  });

  it("are null for unknown or malformed file names", () => {
    for (const name of [
      "movie-1.svg",
      "movie-10378.png",
      "tv-10378.svg",
      "../movie-10378.svg",
      "",
    ]) {
      expect(catalogue.poster(name), name).toBeNull();
    }
  });

  it("escape titles for XML", () => {
    const svg = renderPoster({
      kind: "movie",
      title: `Tom & <Jerry> "Live" 'n' more`,
      years: "1940",
    });
    expect(isWellFormed(svg)).toBe(true);
    expect(svg).toContain("Tom &amp; &lt;Jerry&gt; &quot;Live&quot; &apos;n&apos;");
    expect(svg).not.toContain("<Jerry>");
  });

  it("use no external fonts, images or links", () => {
    const svg = catalogue.poster("movie-653.svg") ?? "";
    expect(svg).not.toMatch(/<image|href=|@import|url\((?!#)/);
    expect(svg).toMatch(/font-family="[^"]*serif"/);
  });

  it("are the same for the same title, and vary in colour between titles", () => {
    const input = { kind: "movie" as const, title: "Metropolis", years: "1927" };
    expect(renderPoster(input)).toBe(renderPoster({ ...input }));
    const backgrounds = new Set(
      CATALOGUE_MOVIES.map(
        (movie) =>
          /stop-color="(#[0-9a-f]{6})"/.exec(catalogue.poster(`movie-${movie.id}.svg`) ?? "")?.[1],
      ),
    );
    expect(backgrounds.size).toBeGreaterThan(5);
  });
});

describe("layoutTitle", () => {
  it("keeps a short title large on one line", () => {
    expect(layoutTitle("Nosferatu")).toEqual({ fontSize: 76, lines: ["Nosferatu"] });
  });

  it("wraps a long title onto several lines at a smaller size", () => {
    const { fontSize, lines } = layoutTitle("Intolerance: Love's Struggle Throughout the Ages");
    expect(lines.length).toBeGreaterThan(2);
    expect(fontSize).toBeLessThan(76);
    expect(lines.join(" ")).toBe("Intolerance: Love's Struggle Throughout the Ages");
  });

  it("cuts a title too long for any size and ends it with an ellipsis", () => {
    const { lines } = layoutTitle("word ".repeat(200));
    expect(lines.length).toBeLessThan(20);
    expect(lines.at(-1)).toMatch(/…$/);
  });
});

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&apos;");
  });
});
