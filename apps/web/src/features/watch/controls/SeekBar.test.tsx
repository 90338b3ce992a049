import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../../shared/testing/test-providers";
import type { CommandTarget } from "../keyboard/run-command";
import { usePlayerKeyboard } from "../keyboard/use-player-keyboard";
import { PlayerContextProvider } from "../player/PlayerProvider";
import { usePlayerPreferences } from "../preferences/preferences-store";
import { createFakeCommandTarget } from "../testing/fake-command-target";
import { createFakePlayer } from "../testing/fake-player";
import { SeekBar } from "./SeekBar";

const thumbnails = [
  { at: 0, data: "data:image/jpeg;base64,start" },
  { at: 50, data: "data:image/jpeg;base64,middle" },
  { at: 75, data: "data:image/jpeg;base64,late" },
];

/** Renders the bar over 100 s and rests the pointer at `share` of its 200 px width. */
function hoverAt(share: number) {
  const fake = createFakePlayer(vi.fn, { duration: 100, thumbnails });
  const { container } = render(
    <TestProviders>
      <PlayerContextProvider player={fake.player}>
        <SeekBar />
      </PlayerContextProvider>
    </TestProviders>,
  );
  const input = screen.getByRole("slider");
  vi.spyOn(input, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, 200, 6));
  fireEvent.pointerMove(input, { clientX: share * 200 });
  return container;
}

afterEach(() => usePlayerPreferences.setState({ enableThumbnails: false }));

describe("SeekBar hover preview", () => {
  it("shows the image taken at or before the time under the pointer", () => {
    usePlayerPreferences.setState({ enableThumbnails: true });
    const container = hoverAt(0.7);
    expect(container.querySelector("img")?.getAttribute("src")).toBe(
      "data:image/jpeg;base64,middle",
    );
  });

  it("shows only the time when the viewer has images off", () => {
    const container = hoverAt(0.7);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("1:10");
  });
});

/** The bar inside a player screen's keyboard handling, as PlayerScreen wires them. */
function SeekBarWithKeys({ target }: { target: CommandTarget }) {
  usePlayerKeyboard(target, () => false);
  return <SeekBar />;
}

function renderWithKeys() {
  const fake = createFakePlayer(vi.fn, { duration: 100, currentTime: 40 });
  const target = createFakeCommandTarget(vi.fn);
  render(
    <TestProviders>
      <PlayerContextProvider player={fake.player}>
        <SeekBarWithKeys target={target} />
      </PlayerContextProvider>
    </TestProviders>,
  );
  return { target, slider: screen.getByRole("slider", { name: "Position in the video" }) };
}

describe("SeekBar keys", () => {
  it("moves 5 s with the arrows, as the shortcut list says, not the slider's own step", () => {
    const { target, slider } = renderWithKeys();
    // Not cancelled, the browser would also move the slider by its own step.
    expect(fireEvent.keyDown(slider, { key: "ArrowRight" })).toBe(false);
    expect(fireEvent.keyDown(slider, { key: "ArrowLeft" })).toBe(false);
    expect(target.seekBy).toHaveBeenNthCalledWith(1, 5);
    expect(target.seekBy).toHaveBeenNthCalledWith(2, -5);
  });

  it("gives the other listed keys their table meaning: up and down change the volume", () => {
    const { target, slider } = renderWithKeys();
    expect(fireEvent.keyDown(slider, { key: "ArrowUp" })).toBe(false);
    expect(target.volumeBy).toHaveBeenCalledWith(0.15);
    expect(target.seekBy).not.toHaveBeenCalled();
  });

  it("leaves Home and End, which the table does not list, to the slider", () => {
    const { target, slider } = renderWithKeys();
    expect(fireEvent.keyDown(slider, { key: "Home" })).toBe(true);
    expect(target.seekBy).not.toHaveBeenCalled();
  });

  it("is drawn with its focus ring: the input over the bar is not see-through", () => {
    const { slider } = renderWithKeys();
    expect(slider.className).not.toMatch(/\bopacity-0\b/);
    expect(slider.className).toMatch(/appearance-none/);
  });
});
