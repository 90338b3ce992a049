import { describe, expect, it } from "vitest";
import { legacyAnchor } from "./anchor";

describe("legacyAnchor", () => {
  it("maps SSA's rows to the numpad", () => {
    expect([1, 2, 3].map(legacyAnchor)).toEqual([1, 2, 3]);
    expect([5, 6, 7].map(legacyAnchor)).toEqual([7, 8, 9]);
    expect([9, 10, 11].map(legacyAnchor)).toEqual([4, 5, 6]);
  });

  it("refuses numbers SSA does not use", () => {
    expect([0, 4, 8, 12, -1].map(legacyAnchor)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
