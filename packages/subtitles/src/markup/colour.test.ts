import { describe, expect, it } from "vitest";
import { assColour, parseColour } from "./colour";

describe("parseColour", () => {
  it("reads hex colours, long, short and without a hash", () => {
    expect(parseColour("#FF8800")).toBe("#ff8800");
    expect(parseColour("#f80")).toBe("#ff8800");
    expect(parseColour("ff8800")).toBe("#ff8800");
  });

  it("reads colour names", () => {
    expect(parseColour("Yellow")).toBe("#ffff00");
    expect(parseColour(" lime ")).toBe("#00ff00");
  });

  it("refuses anything else, CSS included", () => {
    for (const value of [
      "",
      "url(javascript:alert(1))",
      "red; background: url(x)",
      "expression(alert(1))",
      "rgb(1,2,3)",
      "#12345",
      "#ff000g",
    ]) {
      expect(parseColour(value), value).toBeUndefined();
    }
  });
});

describe("assColour", () => {
  it("turns ASS blue-green-red order into #rrggbb", () => {
    expect(assColour("&H0000FF&")).toBe("#ff0000");
    expect(assColour("&H00FFFF00")).toBe("#00ffff");
    expect(assColour("FF0000")).toBe("#0000ff");
    expect(assColour("&HFF&")).toBe("#ff0000");
  });

  it("refuses what is not hexadecimal", () => {
    expect(assColour("&Hxyz&")).toBeUndefined();
    expect(assColour("red")).toBeUndefined();
  });
});
