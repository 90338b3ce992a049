import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
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

const rowNames = () =>
  within(screen.getByRole("radiogroup", { name: "From the stream" }))
    .getAllByRole("radio")
    .map((row) => row.querySelector(".truncate")?.textContent);

describe("the stream's captions", () => {
  it("lists the viewer's language first, then the interface's, then by name", async () => {
    useSubtitleSettings.setState({ lastSelectedLanguage: "fr" });
    renderSettingsAt(
      withTracks(embeddedTracks(["es"], ["en"], ["de"], ["fr"])),
      "/captions/source",
    );
    await screen.findByRole("radiogroup", { name: "From the stream" });
    expect(rowNames()).toEqual(["French", "English", "German", "Spanish"]);
  });

  it("puts the default subtitle language first when none was chosen yet", async () => {
    useSubtitleSettings.setState({ defaultSubtitleLanguage: "de" });
    renderSettingsAt(withTracks(embeddedTracks(["en"], ["de"])), "/captions/source");
    await screen.findByRole("radiogroup", { name: "From the stream" });
    expect(rowNames()).toEqual(["German", "English"]);
  });

  it("shows the chosen one, marked, with a spinner while it loads", async () => {
    let finish: (text: string) => void = () => undefined;
    const fake = withTracks(
      embeddedTracks(["en"], ["fr"]),
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    renderSettingsAt(fake, "/captions/source");
    const french = await screen.findByRole("radio", { name: /French/ });
    fireEvent.click(french);
    await waitFor(() => expect(french.getAttribute("aria-busy")).toBe("true"));
    expect(within(french).getByTestId("caption-loading")).toBeTruthy();
    await act(() => {
      finish(VTT);
      return Promise.resolve();
    });
    await waitFor(() => expect(french.getAttribute("aria-checked")).toBe("true"));
    expect(french.getAttribute("aria-busy")).toBeNull();
    expect(useCaptionStore.getState().active?.language).toBe("fr");
    expect(useSubtitleSettings.getState().lastSelectedLanguage).toBe("fr");
  });

  it("marks a caption that failed to load, and says why to screen readers", async () => {
    const fake = withTracks(embeddedTracks(["en"]), () => Promise.reject(new Error("404")));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderSettingsAt(fake, "/captions/source");
    const english = await screen.findByRole("radio", { name: /English/ });
    fireEvent.click(english);
    await waitFor(() => expect(english.getAttribute("aria-describedby")).toBeTruthy());
    const description = document.getElementById(english.getAttribute("aria-describedby")!);
    expect(description?.textContent).toMatch(/couldn't be loaded/);
    expect(english.getAttribute("aria-checked")).toBe("false");
  });

  it("tells renditions of one language apart by their names", async () => {
    renderSettingsAt(
      withTracks(embeddedTracks(["en", "English SDH"], ["en", "English"], ["en"], ["en"])),
      "/captions/source",
    );
    await screen.findByRole("radiogroup", { name: "From the stream" });
    expect(screen.getByText("English SDH")).toBeTruthy();
    expect(screen.getByRole("radio", { name: /English 1/ })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /English 2/ })).toBeTruthy();
  });

  it("searches a long list by language name, forgiving a typo", async () => {
    const many = embeddedTracks(["en"], ["fr"], ["de"], ["es"], ["it"], ["pt"]);
    renderSettingsAt(withTracks(many), "/captions/source");
    const search = await screen.findByRole("searchbox", { name: "Search languages" });
    fireEvent.change(search, { target: { value: "germna" } });
    expect(rowNames()).toEqual(["German"]);
    fireEvent.change(search, { target: { value: "Deutsch" } });
    expect(rowNames()).toEqual(["German"]);
    fireEvent.change(search, { target: { value: "klingon" } });
    expect(screen.getByText("No language matches “klingon”.")).toBeTruthy();
    expect(screen.queryByRole("radiogroup", { name: "From the stream" })).toBeNull();
  });

  it("has no search for a short list", async () => {
    renderSettingsAt(withTracks(embeddedTracks(["en"], ["fr"])), "/captions/source");
    await screen.findByRole("radiogroup", { name: "From the stream" });
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("offers the online search when the stream has none (SPEC §8)", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(Response.json({ subtitles: [] })));
    const router = renderSettingsAt(withTracks([]), "/captions/sourceOverlay");
    expect(await screen.findByText("No subtitles in this stream")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Search online" }));
    expect(settingsPath(router)).toBe("/settings/captions/opensubtitlesOverlay");
  });

  it("goes back to the captions menu it came from", async () => {
    const router = renderSettingsAt(withTracks([]), "/captions/source");
    fireEvent.click(await screen.findByRole("button", { name: "Back to subtitles" }));
    expect(settingsPath(router)).toBe("/settings/captions");
  });
});
