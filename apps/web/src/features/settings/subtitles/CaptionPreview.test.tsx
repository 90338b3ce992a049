import { DEFAULT_SUBTITLE_SETTINGS } from "@matinee/subtitles";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSettings } from "../testing/render-settings";
import { CaptionPreview } from "./CaptionPreview";

const { styling } = DEFAULT_SUBTITLE_SETTINGS;
const place = () => screen.getByTestId("caption-preview-place");

describe("CaptionPreview", () => {
  it("draws the sample line with the caption look", async () => {
    await renderSettings(
      <CaptionPreview
        styling={{ ...styling, color: "#80b1fa", backgroundOpacity: 0.8 }}
        placement={{ position: "bottom", offset: 0.06 }}
      />,
    );
    expect(screen.getByTestId("caption-preview-line").style).toMatchObject({
      color: "#80b1fa",
      backgroundColor: "rgba(0, 0, 0, 0.8)",
    });
    expect(screen.getByRole("figure", { name: "Subtitle preview" })).toBeTruthy();
  });

  it("puts the line at the placement's edge and distance", async () => {
    await renderSettings(
      <CaptionPreview styling={styling} placement={{ position: "top", offset: 0.125 }} />,
    );
    expect(place().style.getPropertyValue("inset-block-start")).toBe("12.5%");
    expect(place().style.getPropertyValue("inset-block-end")).toBe("");
  });

  it("puts the line on the edge at a distance of 0", async () => {
    await renderSettings(
      <CaptionPreview styling={styling} placement={{ position: "bottom", offset: 0 }} />,
    );
    expect(place().style.getPropertyValue("inset-block-end")).toBe("0%");
  });
});
