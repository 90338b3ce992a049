import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../../shared/testing/test-providers";
import { PlayerContextProvider } from "../player/PlayerProvider";
import { usePlayerPreferences } from "../preferences/preferences-store";
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
