import { DEFAULT_SUBTITLE_SETTINGS } from "@matinee/subtitles";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  SUBTITLES_KEY,
  useSubtitleSettings,
  type SubtitleSettingsState,
} from "../../../shared/subtitles";
import { renderSettings, testAccount } from "../testing/render-settings";
import { SubtitlesSection } from "./SubtitlesSection";

const line = () => screen.getByTestId("caption-preview-line");
const slider = (name: string) => screen.getByRole<HTMLInputElement>("slider", { name });
const stored = () =>
  (JSON.parse(localStorage.getItem(SUBTITLES_KEY) ?? "null") as { state: SubtitleSettingsState })
    .state;
const languages = () => screen.getByRole("radiogroup", { name: "Default subtitle language" });

beforeEach(() => {
  localStorage.clear();
  useSubtitleSettings.setState({ ...DEFAULT_SUBTITLE_SETTINGS, defaultSubtitleLanguage: null });
});

afterEach(() => vi.restoreAllMocks());

describe("the subtitles section's style", () => {
  it("previews the default look", async () => {
    await renderSettings(<SubtitlesSection />);
    expect(line().style).toMatchObject({
      color: "#ffffff",
      fontSize: "1.5em",
      fontWeight: "400",
      backgroundColor: "rgba(0, 0, 0, 0.5)",
    });
    expect(screen.getByRole("radio", { name: "White" })).toHaveProperty("checked", true);
    expect(slider("Text size").value).toBe("100");
  });

  it("changes the preview's colour from the swatches", async () => {
    await renderSettings(<SubtitlesSection />);
    fireEvent.click(screen.getByRole("radio", { name: "Yellow" }));
    expect(line().style.color).toBe("#e2e535");
    expect(stored().styling.color).toBe("#e2e535");
  });

  it("changes the preview from each slider, its value shown", async () => {
    await renderSettings(<SubtitlesSection />);
    fireEvent.change(slider("Text size"), { target: { value: "200" } });
    expect(line().style.fontSize).toBe("3em");
    fireEvent.change(slider("Background opacity"), { target: { value: "20" } });
    expect(line().style.backgroundColor).toBe("rgba(0, 0, 0, 0.2)");
    fireEvent.change(slider("Background blur"), { target: { value: "0" } });
    expect(line().style.getPropertyValue("backdrop-filter")).toBe("none");
    fireEvent.change(slider("Background blur"), { target: { value: "50" } });
    expect(line().style.getPropertyValue("backdrop-filter")).toBe("blur(16px)");
    expect(screen.getByText("200 %")).toBeTruthy();
    expect(screen.getByText("20 %")).toBeTruthy();
    expect(slider("Text size").min).toBe("1");
    expect(stored().styling).toMatchObject({ size: 2, backgroundOpacity: 0.2 });
  });

  it("makes the preview bold from the switch", async () => {
    await renderSettings(<SubtitlesSection />);
    fireEvent.click(screen.getByRole("switch", { name: "Bold text" }));
    expect(line().style.fontWeight).toBe("700");
  });

  it("resets the look to the defaults", async () => {
    await renderSettings(<SubtitlesSection />);
    fireEvent.click(screen.getByRole("radio", { name: "Blue" }));
    fireEvent.change(slider("Text size"), { target: { value: "40" } });
    fireEvent.click(screen.getByRole("button", { name: "Reset to defaults" }));
    expect(line().style).toMatchObject({ color: "#ffffff", fontSize: "1.5em" });
    expect(stored().styling).toEqual(DEFAULT_SUBTITLE_SETTINGS.styling);
  });
});

describe("the subtitles section's default language", () => {
  it("finds a language by its English or own name and keeps the pick", async () => {
    await renderSettings(<SubtitlesSection />);
    fireEvent.change(screen.getByLabelText("Search subtitle languages"), {
      target: { value: "finn" },
    });
    const [first] = within(languages()).getAllByRole("radio");
    expect(first?.closest("label")?.textContent).toContain("Suomi");
    if (first) fireEvent.click(first);
    expect(useSubtitleSettings.getState().defaultSubtitleLanguage).toBe("fi");
    fireEvent.change(screen.getByLabelText("Search subtitle languages"), {
      target: { value: "zzzz" },
    });
    expect(screen.getByText("No language matches “zzzz”.")).toBeTruthy();
  });

  it("queues the pick for the account server when logged in", async () => {
    const enqueueSettings = vi.fn(() => true);
    await renderSettings(<SubtitlesSection />, {
      account: testAccount,
      calls: () => ({ enqueueSettings }),
    });
    fireEvent.click(within(languages()).getByRole("radio", { name: /^Deutsch/ }));
    await waitFor(() =>
      expect(enqueueSettings).toHaveBeenCalledWith({ defaultSubtitleLanguage: "de" }),
    );
    fireEvent.click(within(languages()).getByRole("radio", { name: "No default language" }));
    await waitFor(() =>
      expect(enqueueSettings).toHaveBeenLastCalledWith({ defaultSubtitleLanguage: null }),
    );
  });

  it("queues nothing without an account", async () => {
    const enqueueSettings = vi.fn(() => true);
    await renderSettings(<SubtitlesSection />, { calls: () => ({ enqueueSettings }) });
    fireEvent.click(within(languages()).getByRole("radio", { name: /^Deutsch/ }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(enqueueSettings).not.toHaveBeenCalled();
    expect(useSubtitleSettings.getState().defaultSubtitleLanguage).toBe("de");
  });
});
