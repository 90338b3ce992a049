import { describe, expect, it } from "vitest";
import { audioTrackName } from "./track-name";

describe("audioTrackName", () => {
  it("names the track's language in the app's language", () => {
    expect(audioTrackName({ id: "0", language: "ger", label: "Deutsch" }, "en")).toBe("German");
    expect(audioTrackName({ id: "1", language: "en", label: "English" }, "fr")).toBe("anglais");
  });

  it("falls back to the source's own name when the track has no language", () => {
    expect(audioTrackName({ id: "2", language: "", label: "Director's commentary" }, "en")).toBe(
      "Director's commentary",
    );
  });
});
