import { parseSubtitles } from "@matinee/subtitles";
import { act, fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveFile } from "../../../../shared/lib/save-file";
import { useSubtitleSettings } from "../../../../shared/subtitles";
import { useCaptionStore } from "../../captions/caption-store";
import { createFakePlayer } from "../../testing/fake-player";
import { renderSettingsAt, resetCaptionState, settingsPath, VTT } from "./render-captions";

vi.mock(import("../../../../shared/lib/save-file"), () => ({ saveFile: vi.fn() }));

beforeEach(() => {
  resetCaptionState();
  vi.mocked(saveFile).mockClear();
});

async function showEnglish() {
  const track = await parseSubtitles(VTT, { format: "vtt" });
  useCaptionStore.setState({
    active: { id: "embedded:0", language: "en", label: null, origin: "embedded", track },
  });
}

const delayShown = () => screen.getByTestId("delay-value").textContent;
const delayField = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Delay" });
const stored = () => useSubtitleSettings.getState();

function type(text: string) {
  fireEvent.change(delayField(), { target: { value: text } });
  fireEvent.keyDown(delayField(), { key: "Enter" });
}

describe("the subtitle settings page", () => {
  it("moves the delay by 0.1 s with − and +, and back to 0 with reset", async () => {
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/settings");
    const later = await screen.findByRole("button", { name: "Show subtitles 0.1 seconds later" });
    fireEvent.click(later);
    fireEvent.click(later);
    expect(stored().delay).toBe(0.2);
    expect(delayShown()).toBe("+0.2s");
    expect(delayField().value).toBe("+0.2");
    const earlier = screen.getByRole("button", { name: "Show subtitles 0.1 seconds earlier" });
    for (let i = 0; i < 5; i++) fireEvent.click(earlier);
    expect(stored().delay).toBe(-0.3);
    expect(delayShown()).toBe("-0.3s");
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(stored().delay).toBe(0);
  });

  it("takes a typed delay, clamped to ±10 s, and ignores what is not a number", async () => {
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/settings");
    await screen.findByRole("textbox", { name: "Delay" });
    type("2,5");
    expect(stored().delay).toBe(2.5);
    type("abc");
    expect(stored().delay).toBe(2.5);
    expect(delayField().value).toBe("+2.5");
    type("-15");
    expect(stored().delay).toBe(-10);
    fireEvent.change(delayField(), { target: { value: "1.25" } });
    fireEvent.blur(delayField());
    expect(stored().delay).toBe(1.3);
  });

  it("hands the delayed caption to the engine as well", async () => {
    await showEnglish();
    const fake = createFakePlayer(vi.fn);
    renderSettingsAt(fake, "/captions/settings");
    fireEvent.click(await screen.findByRole("button", { name: /0\.1 seconds later/ }));
    await vi.waitFor(() =>
      expect(fake.spies.setCaption).toHaveBeenLastCalledWith(
        expect.objectContaining({
          srtData: expect.stringContaining("00:00:01.100 --> 00:00:03.100"),
        }),
      ),
    );
  });

  it("switches fix capitals and bold", async () => {
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/settings");
    fireEvent.click(await screen.findByRole("switch", { name: "Fix capitals" }));
    expect(stored().overrideCasing).toBe(true);
    fireEvent.click(screen.getByRole("switch", { name: "Bold text" }));
    expect(stored().styling.bold).toBe(true);
    expect(screen.getByRole("switch", { name: "Bold text" }).getAttribute("aria-checked")).toBe(
      "true",
    );
  });

  it("offers the four colours of SPEC §5", async () => {
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/settings");
    const colours = await screen.findByRole("radiogroup", { name: "Colour" });
    expect([...colours.querySelectorAll("[role=radio]")].map((radio) => radio.textContent)).toEqual(
      ["White", "Grey", "Blue", "Yellow"],
    );
    fireEvent.click(screen.getByRole("radio", { name: "Yellow" }));
    expect(stored().styling.color).toBe("#e2e535");
    expect(screen.getByRole("radio", { name: "Yellow" }).getAttribute("aria-checked")).toBe("true");
  });

  it("sets size, background and blur in percent within the menu's ranges", async () => {
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/settings");
    const size = await screen.findByRole<HTMLInputElement>("slider", { name: "Text size" });
    expect([size.min, size.max, size.value]).toEqual(["1", "200", "100"]);
    fireEvent.change(size, { target: { value: "150" } });
    expect(stored().styling.size).toBe(1.5);
    expect(screen.getByText("150%")).toBeTruthy();
    const opacity = screen.getByRole<HTMLInputElement>("slider", { name: "Background opacity" });
    expect([opacity.min, opacity.max]).toEqual(["0", "100"]);
    fireEvent.change(opacity, { target: { value: "20" } });
    expect(stored().styling.backgroundOpacity).toBe(0.2);
    fireEvent.change(screen.getByRole("slider", { name: "Background blur" }), {
      target: { value: "0" },
    });
    expect(stored().styling.backgroundBlur).toBe(0);
  });

  it("places captions at the top or the bottom, at a distance from the edge", async () => {
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/settings");
    fireEvent.click(await screen.findByRole("radio", { name: "Top" }));
    expect(stored().placement.position).toBe("top");
    fireEvent.change(screen.getByRole("slider", { name: "Distance from the edge" }), {
      target: { value: "20" },
    });
    expect(stored().placement).toEqual({ position: "top", offset: 0.2 });
  });

  it("resets the look and leaves the delay", async () => {
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/settings");
    fireEvent.click(await screen.findByRole("radio", { name: "Blue" }));
    fireEvent.click(screen.getByRole("radio", { name: "Top" }));
    fireEvent.click(screen.getByRole("button", { name: /0\.1 seconds later/ }));
    fireEvent.click(screen.getByRole("button", { name: "Reset look" }));
    expect(stored().styling.color).toBe("#ffffff");
    expect(stored().placement.position).toBe("bottom");
    expect(stored().delay).toBe(0.1);
  });

  it("downloads the caption on screen as SRT, named after the title", async () => {
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/settings");
    const download = await screen.findByRole<HTMLButtonElement>("button", {
      name: "Download subtitle",
    });
    expect(download.disabled).toBe(true);
    expect(screen.getByText("Turn subtitles on to download them.")).toBeTruthy();
    await act(showEnglish);
    expect(download.disabled).toBe(false);
    fireEvent.click(download);
    await vi.waitFor(() =>
      expect(vi.mocked(saveFile)).toHaveBeenCalledWith("Big Buck Bunny.en.srt", expect.any(Blob)),
    );
  });

  it("goes back to the captions menu of its chain", async () => {
    const router = renderSettingsAt(createFakePlayer(vi.fn), "/captions/settingsOverlay");
    fireEvent.click(await screen.findByRole("button", { name: "Back to subtitles" }));
    expect(settingsPath(router)).toBe("/settings/captionsOverlay");
  });
});
