import { DEFAULT_SUBTITLE_SETTINGS } from "@matinee/subtitles";
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  SUBTITLES_KEY,
  useSubtitleSettings,
  type SubtitleSettingsState,
} from "../../../shared/subtitles";
import { renderSettings } from "../testing/render-settings";
import { SubtitlesSection } from "./SubtitlesSection";

const place = () => screen.getByTestId("caption-preview-place");
const offset = () =>
  screen.getByRole<HTMLInputElement>("slider", { name: "Distance from the edge" });
const stored = () =>
  (JSON.parse(localStorage.getItem(SUBTITLES_KEY) ?? "null") as { state: SubtitleSettingsState })
    .state;

beforeEach(() => {
  localStorage.clear();
  useSubtitleSettings.setState({ ...DEFAULT_SUBTITLE_SETTINGS, defaultSubtitleLanguage: null });
});

describe("the subtitles section's placement", () => {
  it("starts at the bottom, 6 % from the edge, and previews it there", async () => {
    await renderSettings(<SubtitlesSection />);
    expect(screen.getByRole("radio", { name: "Bottom" })).toHaveProperty("checked", true);
    expect(offset()).toMatchObject({ value: "6", min: "0", max: "40", step: "1" });
    expect(screen.getByText("6 %")).toBeTruthy();
    expect(place().style.getPropertyValue("inset-block-end")).toBe("6%");
  });

  it("moves the captions to the top and previews them there", async () => {
    await renderSettings(<SubtitlesSection />);
    fireEvent.click(screen.getByRole("radio", { name: "Top" }));
    expect(useSubtitleSettings.getState().placement.position).toBe("top");
    expect(stored().placement.position).toBe("top");
    expect(place().style.getPropertyValue("inset-block-start")).toBe("6%");
    expect(place().style.getPropertyValue("inset-block-end")).toBe("");
  });

  it("sets the distance from the edge from the slider, its value shown", async () => {
    await renderSettings(<SubtitlesSection />);
    fireEvent.change(offset(), { target: { value: "25" } });
    expect(useSubtitleSettings.getState().placement.offset).toBe(0.25);
    expect(screen.getByText("25 %")).toBeTruthy();
    expect(place().style.getPropertyValue("inset-block-end")).toBe("25%");
    expect(offset().getAttribute("aria-describedby")).toBeTruthy();
  });

  it("goes back to the bottom at 6 % with the reset", async () => {
    await renderSettings(<SubtitlesSection />);
    fireEvent.click(screen.getByRole("radio", { name: "Top" }));
    fireEvent.change(offset(), { target: { value: "40" } });
    fireEvent.click(screen.getByRole("button", { name: "Reset to defaults" }));
    expect(screen.getByRole("radio", { name: "Bottom" })).toHaveProperty("checked", true);
    expect(offset().value).toBe("6");
    expect(stored().placement).toEqual(DEFAULT_SUBTITLE_SETTINGS.placement);
  });
});
