import { describe, expect, it } from "vitest";
import type { CueNode } from "../types";
import { applyCasing } from "./casing";
import { sanitiseMarkup } from "./sanitise";
import { plainText } from "./tree";

const cased = (markup: string, options = {}) =>
  plainText(applyCasing(sanitiseMarkup(markup), options));

describe("applyCasing: lone i", () => {
  it("capitalises a lone lower-case i", () => {
    expect(cased("i think i can")).toBe("I think I can");
    expect(cased("well, i'm here and i'll stay")).toBe("well, I'm here and I'll stay");
  });

  it("leaves an i inside words, i.e. and a capital alone", () => {
    expect(cased("in it, i.e. this. Is it")).toBe("in it, i.e. this. Is it");
  });

  it("works across tags and line breaks", () => {
    expect(cased("so <i>i</i> said\ni")).toBe("so I said\nI");
  });

  it("does not split a word across tags", () => {
    expect(cased("h<b>i</b> there")).toBe("hi there");
  });

  it("runs for English and unknown languages, not for Swedish or Polish", () => {
    expect(cased("i am", { language: "en-GB" })).toBe("I am");
    expect(cased("i am", { language: "custom" })).toBe("I am");
    expect(cased("jag bor i Stockholm", { language: "sv" })).toBe("jag bor i Stockholm");
    expect(cased("ty i ja", { language: "pl" })).toBe("ty i ja");
  });
});

describe("applyCasing: fix capitals", () => {
  it("keeps the first letter of each sentence upper-case", () => {
    expect(cased("WHERE ARE YOU GOING? HOME.", { fixCapitals: true })).toBe(
      "Where are you going? Home.",
    );
  });

  it("keeps a wrapped line in lower case and a dialogue line capitalised", () => {
    expect(cased("I DON'T KNOW WHAT\nYOU MEAN", { fixCapitals: true })).toBe(
      "I don't know what\nyou mean",
    );
    expect(cased("- HELLO.\n- HI THERE", { fixCapitals: true })).toBe("- Hello.\n- Hi there");
  });

  it("applies the lone-i rule after lower-casing", () => {
    expect(cased("YES, I KNOW", { fixCapitals: true })).toBe("Yes, I know");
  });

  it("lower-cases non-English letters", () => {
    expect(cased("ÄITI JA ÖLJY", { fixCapitals: true, language: "fi" })).toBe("Äiti ja öljy");
  });

  it("keeps the tree's shape", () => {
    const nodes = applyCasing(sanitiseMarkup("<b>HELLO</b> <i>WORLD</i>"), { fixCapitals: true });
    expect(nodes).toEqual<CueNode[]>([
      { type: "element", tag: "b", children: [{ type: "text", text: "Hello" }] },
      { type: "text", text: " " },
      { type: "element", tag: "i", children: [{ type: "text", text: "world" }] },
    ]);
  });
});
