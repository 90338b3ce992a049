import { parseSubtitles } from "@matinee/subtitles";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useSubtitleSettings } from "../../../../shared/subtitles";
import { useCaptionStore } from "../../captions/caption-store";
import {
  embeddedTracks,
  renderSettingsAt,
  resetCaptionState,
  settingsPath,
  VTT,
  withTracks,
} from "./render-captions";

beforeEach(resetCaptionState);

const subtitleSwitch = () => screen.findByRole("switch", { name: "Show subtitles" });
const subtitlesLink = () => screen.getByRole("button", { name: /^Subtitles/ });

describe("the settings home's subtitle rows", () => {
  it("turns captions on in the last language, and off again", async () => {
    useSubtitleSettings.setState({ lastSelectedLanguage: "fr" });
    renderSettingsAt(withTracks(embeddedTracks(["en"], ["fr"])), "/");
    const toggle = await subtitleSwitch();
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(subtitlesLink().textContent).toContain("Off");
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    expect(useCaptionStore.getState().active?.language).toBe("fr");
    expect(subtitlesLink().textContent).toContain("French");

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(useCaptionStore.getState().active).toBeNull();
    expect(useSubtitleSettings.getState()).toMatchObject({
      enabled: false,
      lastSelectedLanguage: null,
    });
  });

  it("picks English when no language was chosen before", async () => {
    renderSettingsAt(withTracks(embeddedTracks(["de"], ["en"])), "/");
    fireEvent.click(await subtitleSwitch());
    await waitFor(() => expect(useCaptionStore.getState().active?.language).toBe("en"));
  });

  it("does nothing, and says why, when there is nothing to show", async () => {
    renderSettingsAt(withTracks([]), "/");
    const toggle = await subtitleSwitch();
    expect(toggle.getAttribute("aria-disabled")).toBe("true");
    const hint = document.getElementById(toggle.getAttribute("aria-describedby")!);
    expect(hint?.textContent).toMatch(/no subtitles yet/);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
  });

  it("names an uploaded file showing", async () => {
    const track = await parseSubtitles(VTT, { format: "vtt" });
    const upload = {
      id: "custom-caption",
      language: "custom",
      label: "film.srt",
      origin: "upload" as const,
      track,
    };
    useCaptionStore.setState({ active: upload, custom: upload });
    renderSettingsAt(withTracks([]), "/");
    const toggle = await subtitleSwitch();
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(toggle.getAttribute("aria-disabled")).toBeNull();
    expect(subtitlesLink().textContent).toContain("film.srt");
  });

  it("opens the captions menu under the settings", async () => {
    const router = renderSettingsAt(withTracks([]), "/");
    await subtitleSwitch();
    fireEvent.click(subtitlesLink());
    expect(settingsPath(router)).toBe("/settings/captions");
    expect(await screen.findByRole("button", { name: /Upload a file/ })).toBeTruthy();
  });
});
