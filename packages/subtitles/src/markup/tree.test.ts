import { describe, expect, it } from "vitest";
import type { CueNode } from "../types";
import { hasVisibleText, normaliseNodes, plainText } from "./tree";

const text = (value: string): CueNode => ({ type: "text", text: value });
const br: CueNode = { type: "br" };
const b = (...children: CueNode[]): CueNode => ({ type: "element", tag: "b", children });

describe("plainText", () => {
  it("joins texts, breaks and element contents", () => {
    expect(plainText([text("a"), br, b(text("b"), text("c"))])).toBe("a\nbc");
  });
});

describe("hasVisibleText", () => {
  it("is false for whitespace and breaks only", () => {
    expect(hasVisibleText([text("  "), br, b(text("\u00a0"))])).toBe(false);
    expect(hasVisibleText([b(text("x"))])).toBe(true);
  });
});

describe("normaliseNodes", () => {
  it("merges neighbouring texts", () => {
    expect(normaliseNodes([text("a"), text("b")])).toEqual([text("ab")]);
  });

  it("removes empty elements, also nested ones", () => {
    expect(normaliseNodes([text("a"), b(b()), text("c")])).toEqual([text("ac")]);
  });

  it("trims whitespace and breaks at both ends, inside elements too", () => {
    expect(normaliseNodes([br, text("  "), b(text(" hi")), text("there "), br])).toEqual([
      b(text("hi")),
      text("there"),
    ]);
  });

  it("keeps breaks and spaces in the middle", () => {
    expect(normaliseNodes([text("a "), br, text(" b")])).toEqual([text("a "), br, text(" b")]);
  });
});
