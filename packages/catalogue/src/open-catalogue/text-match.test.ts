import { describe, expect, it } from "vitest";
import { foldText, indexWords, searchWords, titleKey } from "./text-match";

describe("foldText", () => {
  it("lower-cases and removes accents", () => {
    expect(foldText("Häxan Körkarlen Amélie")).toBe("haxan korkarlen amelie");
  });

  it("folds Cyrillic diacritics too", () => {
    expect(foldText("Потёмкин")).toBe("потемкин");
  });

  it("reads & as and", () => {
    expect(searchWords("War & Politics")).toEqual(["war", "and", "politics"]);
  });
});

describe("searchWords", () => {
  it("drops punctuation between and around words", () => {
    expect(searchWords("Steamboat Bill, Jr.")).toEqual(["steamboat", "bill", "jr"]);
    expect(searchWords("Safety Last!")).toEqual(["safety", "last"]);
    expect(searchWords("Броненосец «Потёмкин»")).toEqual(["броненосец", "потемкин"]);
  });

  it("joins words split by apostrophes or dots", () => {
    expect(searchWords("The Brain That Wouldn’t Die")).toContain("wouldnt");
    expect(searchWords("D.O.A.")).toEqual(["doa"]);
  });

  it("returns nothing for blank or punctuation-only text", () => {
    expect(searchWords("   ")).toEqual([]);
    expect(searchWords("?!…")).toEqual([]);
  });
});

describe("indexWords", () => {
  it("keeps both the joined word and its parts", () => {
    expect(indexWords("La Passion de Jeanne d'Arc")).toEqual(
      expect.arrayContaining(["darc", "d", "arc", "jeanne"]),
    );
  });
});

describe("titleKey", () => {
  it("makes titles that differ only in case and punctuation equal", () => {
    expect(titleKey("Sherlock Jr.")).toBe(titleKey("sherlock  JR"));
  });
});
