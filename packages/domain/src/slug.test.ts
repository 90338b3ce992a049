import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("lower-cases and joins words with dashes", () => {
    expect(slugify("Big Buck Bunny")).toBe("big-buck-bunny");
  });

  it("drops punctuation between and around words", () => {
    expect(slugify("Nosferatu: A Symphony of Horror!")).toBe("nosferatu-a-symphony-of-horror");
  });

  it("folds accents to plain letters", () => {
    expect(slugify("Amélie à Paris")).toBe("amelie-a-paris");
  });

  it("spells out the ampersand", () => {
    expect(slugify("Steamboat Bill & Son")).toBe("steamboat-bill-and-son");
  });

  it("returns an empty slug for a title without letters or digits", () => {
    expect(slugify("!!!")).toBe("");
  });
});
