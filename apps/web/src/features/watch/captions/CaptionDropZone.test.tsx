import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../../shared/testing/test-providers";
import { resetCaptionState } from "../overlays/captions/render-captions";
import { PlayerContextProvider } from "../player/PlayerProvider";
import { createFakePlayer } from "../testing/fake-player";
import { CaptionDropZone, DROP_MESSAGE_MS } from "./CaptionDropZone";
import { useCaptionStore } from "./caption-store";

const SRT = "1\n00:00:01,000 --> 00:00:02,000\nHello\n";

function Player() {
  const root = useRef<HTMLDivElement>(null);
  return (
    <div ref={root} data-testid="player">
      <p>the picture</p>
      <div data-caption-drop="">
        <p>the captions page</p>
      </div>
      <CaptionDropZone target={root} />
    </div>
  );
}

function renderPlayer() {
  const fake = createFakePlayer(vi.fn);
  render(
    <TestProviders>
      <PlayerContextProvider player={fake.player}>
        <Player />
      </PlayerContextProvider>
    </TestProviders>,
  );
  return fake;
}

const files = (...list: File[]) => ({ dataTransfer: { types: ["Files"], files: list } });
const overlay = () => screen.queryByTestId("caption-drop-overlay");

/** A `dragleave` towards `into` (the test DOM's DragEvent carries no related target). */
function leave(from: Element, into: Element | null, point = { clientX: 0, clientY: 0 }) {
  act(() => {
    from.dispatchEvent(
      new MouseEvent("dragleave", { bubbles: true, relatedTarget: into, ...point }),
    );
  });
}

function drop(on: Element, file: File) {
  fireEvent.dragEnter(on, files(file));
  fireEvent.drop(on, files(file));
}

const announced = () => screen.getByRole("status").textContent;

// The subtitle readers are a lazy chunk: loaded once here, as a page would have them after the
// first caption, so the fake clock below measures the drop and not the module's first load.
beforeAll(() => import("./subtitle-files"));
beforeEach(resetCaptionState);

describe("dropping a subtitle file on the player", () => {
  it("invites the drop while a file is dragged over the player", () => {
    renderPlayer();
    const picture = screen.getByText("the picture");
    const enter = fireEvent.dragEnter(picture, files());
    expect(enter).toBe(false); // Accepted (default prevented): the file may be dropped here.
    expect(screen.getByText("Drop a subtitle file")).toBeTruthy();
    leave(screen.getByTestId("player"), document.body);
    expect(overlay()).toBeNull();
  });

  it("keeps the invitation over another part of the player, and ends it off the player", () => {
    renderPlayer();
    fireEvent.dragEnter(screen.getByText("the picture"), files());
    leave(screen.getByText("the picture"), screen.getByTestId("player"));
    expect(overlay()).not.toBeNull();
    // A browser that names no related target: the pointer is still over the player.
    vi.spyOn(screen.getByTestId("player"), "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 800, height: 450 }),
    );
    leave(screen.getByText("the picture"), null, { clientX: 400, clientY: 200 });
    expect(overlay()).not.toBeNull();
    leave(screen.getByText("the picture"), null, { clientX: 0, clientY: 0 });
    expect(overlay()).toBeNull();
  });

  it("takes the invitation away when the drag goes without a word", () => {
    vi.useFakeTimers();
    renderPlayer();
    fireEvent.dragOver(screen.getByText("the picture"), files());
    expect(overlay()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1000));
    expect(overlay()).toBeNull();
  });

  it("ignores drags of text or links", () => {
    renderPlayer();
    const enter = fireEvent.dragEnter(screen.getByText("the picture"), {
      dataTransfer: { types: ["text/plain"], files: [] },
    });
    expect(enter).toBe(true);
    expect(overlay()).toBeNull();
  });

  it("shows a dropped file at once and says so for a few seconds", async () => {
    vi.useFakeTimers();
    const fake = renderPlayer();
    drop(screen.getByText("the picture"), new File([SRT], "film.srt"));
    expect(overlay()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(announced()).toBe("Showing film.srt");
    expect(useCaptionStore.getState().active).toMatchObject({
      origin: "upload",
      label: "film.srt",
    });
    expect(fake.spies.setCaption).toHaveBeenCalledWith(
      expect.objectContaining({ id: "custom-caption" }),
    );
    await act(() => vi.advanceTimersByTimeAsync(DROP_MESSAGE_MS - 200));
    expect(announced()).toBe("Showing film.srt");
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(announced()).toBe("");
  });

  it("names what is wrong with a file it cannot show", async () => {
    renderPlayer();
    drop(screen.getByText("the picture"), new File(["a picture"], "poster.jpg"));
    await waitFor(() => expect(announced()).toMatch(/isn't a subtitle file/));
    drop(screen.getByText("the picture"), new File([""], "empty.vtt"));
    await waitFor(() => expect(announced()).toMatch(/Given text is empty/));
    expect(useCaptionStore.getState().custom).toBeNull();
  });

  it("leaves a drop on the captions page to that page", async () => {
    renderPlayer();
    const page = screen.getByText("the captions page");
    expect(fireEvent.dragEnter(page, files())).toBe(true);
    expect(overlay()).toBeNull();
    drop(page, new File([SRT], "film.srt"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useCaptionStore.getState().custom).toBeNull();
    expect(announced()).toBe("");
  });
});
