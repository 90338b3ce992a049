import { parseSubtitles } from "@matinee/subtitles";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useCaptionStore } from "../captions/caption-store";
import {
  renderSettingsAt,
  resetCaptionState,
  settingsPath,
  VTT,
} from "../overlays/captions/render-captions";
import { createFakePlayer } from "../testing/fake-player";
import { CaptionsButton } from "./CaptionsButton";

beforeEach(resetCaptionState);

describe("the captions button", () => {
  it("opens the captions menu of its own, and closes it again", async () => {
    const router = renderSettingsAt(createFakePlayer(vi.fn), "", <CaptionsButton />);
    fireEvent.click(screen.getByRole("button", { name: "Subtitles" }));
    expect(settingsPath(router)).toBe("/settings/captionsOverlay");
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Close subtitles" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Subtitles", hidden: true }));
    await waitFor(() => expect(settingsPath(router)).toBe(""));
  });

  it("is pressed while a caption shows", async () => {
    renderSettingsAt(createFakePlayer(vi.fn), "", <CaptionsButton />);
    const button = screen.getByRole("button", { name: "Subtitles" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    const track = await parseSubtitles(VTT, { format: "vtt" });
    act(() =>
      useCaptionStore.setState({
        active: { id: "embedded:0", language: "en", label: null, origin: "embedded", track },
      }),
    );
    expect(button.getAttribute("aria-pressed")).toBe("true");
  });
});
