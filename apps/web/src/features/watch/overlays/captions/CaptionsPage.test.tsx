import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSubtitleSettings } from "../../../../shared/subtitles";
import { useCaptionStore } from "../../captions/caption-store";
import { createFakePlayer } from "../../testing/fake-player";
import {
  embeddedTracks,
  renderSettingsAt,
  resetCaptionState,
  settingsPath,
  VTT,
} from "./render-captions";

const SRT = "1\n00:00:01,000 --> 00:00:02,000\nHello\n";

beforeEach(() => {
  resetCaptionState();
  // The online page searches when it opens: nothing found.
  vi.stubGlobal("fetch", () => Promise.resolve(Response.json({ subtitles: [] })));
});

function fakeWithTracks() {
  const fake = createFakePlayer(vi.fn, { embeddedTextTracks: embeddedTracks(["en"], ["fr"]) });
  Object.assign(fake.player, { loadTextTrack: vi.fn(() => Promise.resolve(VTT)) });
  return fake;
}

const fileInput = () => screen.getByTestId<HTMLInputElement>("caption-file-input");

function pick(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

describe("the captions menu", () => {
  it("marks Off while nothing shows, and offers the ways to more captions", async () => {
    renderSettingsAt(fakeWithTracks(), "/captions");
    expect((await screen.findByRole("radio", { name: "Off" })).getAttribute("aria-checked")).toBe(
      "true",
    );
    expect(screen.getByRole("button", { name: /From the stream\s*2/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Find online/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Subtitle settings/ })).toBeTruthy();
  });

  it("offers a file picker for the subtitle formats an upload may be", async () => {
    renderSettingsAt(fakeWithTracks(), "/captions");
    await screen.findByRole("button", { name: /Upload a file/ });
    expect(fileInput().accept).toBe(".srt,.vtt,.ass,.ssa,.sub,.sbv,.smi,.sami");
    const click = vi.spyOn(fileInput(), "click");
    fireEvent.click(screen.getByRole("button", { name: /Upload a file/ }));
    expect(click).toHaveBeenCalledOnce();
  });

  it("shows a picked file at once, lists it, and says so", async () => {
    const fake = fakeWithTracks();
    renderSettingsAt(fake, "/captions");
    pick(new File([SRT], "film.en.srt"));
    const row = await screen.findByRole("radio", { name: /film\.en\.srt/ });
    expect(row.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("radio", { name: "Off" }).getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText("Showing film.en.srt")).toBeTruthy();
    expect(useCaptionStore.getState().active?.origin).toBe("upload");
    expect(fake.spies.setCaption).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: "custom-caption" }),
    );
  });

  it("turns captions off with Off, and back on with the uploaded row", async () => {
    const fake = fakeWithTracks();
    renderSettingsAt(fake, "/captions");
    pick(new File([SRT], "film.srt"));
    const upload = await screen.findByRole("radio", { name: /film\.srt/ });
    fireEvent.click(screen.getByRole("radio", { name: "Off" }));
    expect(useCaptionStore.getState().active).toBeNull();
    expect(useSubtitleSettings.getState().enabled).toBe(false);
    expect(upload.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(upload);
    await waitFor(() => expect(upload.getAttribute("aria-checked")).toBe("true"));
  });

  it.each([
    ["notes.txt", "Hello", /isn't a subtitle file/],
    ["empty.srt", "", /Given text is empty/],
    ["noise.srt", "this is not a subtitle file at all", /Invalid subtitle format/],
  ])("names the problem with %s", async (name, text, message) => {
    renderSettingsAt(fakeWithTracks(), "/captions");
    pick(new File([text], name));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(useCaptionStore.getState().custom).toBeNull();
  });

  it("names a file too large and one that cannot be read", async () => {
    renderSettingsAt(fakeWithTracks(), "/captions");
    pick(new File([new Uint8Array(5_000_001)], "huge.srt"));
    expect(await screen.findByText(/too large for subtitles \(at most 5 MB\)/)).toBeTruthy();

    const broken = new File([SRT], "broken.srt");
    broken.arrayBuffer = () => Promise.reject(new Error("gone"));
    pick(broken);
    expect(await screen.findByText(/couldn't be read\. Try again/)).toBeTruthy();
  });

  it("uploads a file dropped on the page", async () => {
    renderSettingsAt(fakeWithTracks(), "/captions");
    const title = await screen.findByRole("heading", { name: "Subtitles" });
    const file = new File([SRT], "dropped.srt");
    fireEvent.dragOver(title, { dataTransfer: { types: ["Files"], files: [file] } });
    fireEvent.drop(title, { dataTransfer: { types: ["Files"], files: [file] } });
    expect(await screen.findByRole("radio", { name: /dropped\.srt/ })).toBeTruthy();
    expect(useCaptionStore.getState().active?.label).toBe("dropped.srt");
  });

  it("opens its sub-pages in its own chain", async () => {
    const router = renderSettingsAt(fakeWithTracks(), "/captions");
    fireEvent.click(await screen.findByRole("button", { name: /Subtitle settings/ }));
    expect(settingsPath(router)).toBe("/settings/captions/settings");
  });
});

describe("the two ways into the captions menu", () => {
  it("goes back to the settings home from the settings' captions page", async () => {
    const router = renderSettingsAt(fakeWithTracks(), "/captions");
    fireEvent.click(await screen.findByRole("button", { name: "Back to settings" }));
    expect(settingsPath(router)).toBe("/settings");
  });

  it("closes from the captions button's page, whose sub-pages come back to it", async () => {
    const router = renderSettingsAt(fakeWithTracks(), "/captionsOverlay");
    fireEvent.click(await screen.findByRole("button", { name: /From the stream/ }));
    expect(settingsPath(router)).toBe("/settings/captions/sourceOverlay");
    fireEvent.click(await screen.findByRole("button", { name: "Back to subtitles" }));
    expect(settingsPath(router)).toBe("/settings/captionsOverlay");
    fireEvent.click(await screen.findByRole("button", { name: /Find online/ }));
    expect(settingsPath(router)).toBe("/settings/captions/opensubtitlesOverlay");
    fireEvent.click(await screen.findByRole("button", { name: "Back to subtitles" }));
    fireEvent.click(await screen.findByRole("button", { name: "Close subtitles" }));
    await waitFor(() => expect(settingsPath(router)).toBe(""));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
