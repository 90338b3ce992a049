import { describe, expect, it } from "vitest";
import { languageLabel } from "./language-label";

describe("languageLabel", () => {
  it("names a language from its code", () => {
    expect(languageLabel("en")).toBe("English");
    expect(languageLabel("pt-BR")).toBe("Brazilian Portuguese");
  });

  it("names it in the interface language", () => {
    expect(languageLabel("de", "fr")).toBe("allemand");
  });

  it("falls back to the code for something that is not a language tag", () => {
    expect(languageLabel("not a tag")).toBe("not a tag");
  });
});
