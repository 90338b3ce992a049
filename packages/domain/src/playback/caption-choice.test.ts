import { describe, expect, it } from "vitest";
import { chooseCaption } from "./caption-choice";

const captions = [{ language: "fr" }, { language: "en" }, { language: "de" }];

describe("chooseCaption", () => {
  it("takes the language the viewer chose last", () => {
    expect(chooseCaption(captions, "de")).toEqual({ language: "de" });
  });

  it("matches the last language by its base language", () => {
    expect(chooseCaption([{ language: "pt-BR" }, { language: "en" }], "pt")).toEqual({
      language: "pt-BR",
    });
  });

  it("falls back to English when the last language is missing or unset", () => {
    expect(chooseCaption(captions, "ja")).toEqual({ language: "en" });
    expect(chooseCaption(captions, null)).toEqual({ language: "en" });
  });

  it("takes the first caption when neither is there", () => {
    expect(chooseCaption([{ language: "fr" }, { language: "de" }], null)).toEqual({
      language: "fr",
    });
  });

  it("is null without captions", () => {
    expect(chooseCaption([], "en")).toBeNull();
  });
});
