import { DEFAULT_SUBTITLE_SETTINGS, type Cue } from "@matinee/subtitles";
import { act, render, screen } from "@testing-library/react";
import { Profiler, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSubtitleSettings } from "../../../shared/subtitles";
import { PlayerContextProvider } from "../player/PlayerProvider";
import { createFakePlayer } from "../testing/fake-player";
import { CaptionRenderer } from "./CaptionRenderer";
import { useCaptionStore } from "./caption-store";

const cue = (start: number, end: number, text: string, layout?: Cue["layout"]): Cue => ({
  start,
  end,
  content: [{ type: "text", text }],
  ...(layout && { layout }),
});

function showCaption(cues: Cue[], language = "en") {
  useCaptionStore.setState({
    active: { id: "s1", language, label: null, origin: "source", track: { format: "srt", cues } },
  });
}

const cueTexts = () => screen.queryAllByTestId("caption-cue").map((line) => line.textContent);
const layer = () => screen.getByTestId("caption-renderer");

function renderCaptions(
  options: { controls?: "shown" | "hidden"; video?: HTMLVideoElement; onRender?: () => void } = {},
) {
  const fake = createFakePlayer(vi.fn, { currentTime: 0 });
  const wrap = (children: ReactNode) =>
    options.onRender ? (
      <Profiler id="captions" onRender={options.onRender}>
        {children}
      </Profiler>
    ) : (
      children
    );
  render(
    <div data-controls={options.controls ?? "hidden"} style={{ "--caption-lift": "80px" } as never}>
      <PlayerContextProvider player={fake.player} video={options.video ?? null}>
        {wrap(<CaptionRenderer />)}
      </PlayerContextProvider>
    </div>,
  );
  return { fake, at: (currentTime: number) => act(() => fake.set({ currentTime })) };
}

beforeEach(() => {
  localStorage.clear();
  useSubtitleSettings.setState({ ...DEFAULT_SUBTITLE_SETTINGS, defaultSubtitleLanguage: null });
  useCaptionStore.setState({ active: null });
});

afterEach(() => vi.restoreAllMocks());

describe("CaptionRenderer", () => {
  it("shows each cue while the media is within it, and none with captions off", () => {
    showCaption([cue(1, 2, "First line"), cue(1.5, 3, "Second line")]);
    const { at } = renderCaptions();
    expect(cueTexts()).toEqual([]);
    at(1.2);
    expect(cueTexts()).toEqual(["First line"]);
    at(1.7);
    expect(cueTexts()).toEqual(["First line", "Second line"]);
    at(2.5);
    expect(cueTexts()).toEqual(["Second line"]);
    act(() => useCaptionStore.setState({ active: null }));
    expect(cueTexts()).toEqual([]);
  });

  it("shifts what shows by the viewer's delay", () => {
    showCaption([cue(1, 2, "Late")]);
    const { at } = renderCaptions();
    act(() => void useSubtitleSettings.setState({ delay: 2 }));
    at(1.5);
    expect(cueTexts()).toEqual([]);
    at(3.5);
    expect(cueTexts()).toEqual(["Late"]);
    act(() => void useSubtitleSettings.setState({ delay: -1 }));
    expect(cueTexts()).toEqual([]);
    at(0.5);
    expect(cueTexts()).toEqual(["Late"]);
  });

  it("applies the casing rules when showing, as a live toggle", () => {
    showCaption([cue(0, 5, "WHERE ARE YOU GOING? i DON'T KNOW.")]);
    renderCaptions();
    expect(cueTexts()).toEqual(["WHERE ARE YOU GOING? I DON'T KNOW."]);
    act(() => void useSubtitleSettings.setState({ overrideCasing: true }));
    expect(cueTexts()).toEqual(["Where are you going? I don't know."]);
  });

  it("gives each line of a cue its own box, in the look", () => {
    showCaption([
      {
        start: 0,
        end: 5,
        content: [
          { type: "text", text: "- Who?" },
          { type: "br" },
          { type: "element", tag: "i", children: [{ type: "text", text: "- Me." }] },
        ],
      },
    ]);
    renderCaptions();
    const lines = [...screen.getByTestId("caption-cue").children] as HTMLElement[];
    expect(lines.map((line) => line.innerHTML)).toEqual(["- Who?", "<i>- Me.</i>"]);
    expect(lines.every((line) => line.style.backgroundColor === "rgba(0, 0, 0, 0.5)")).toBe(true);
  });

  it("draws markup in a cue's text as text", () => {
    showCaption([cue(0, 5, "<img src=x onerror=alert(1)>")]);
    renderCaptions();
    expect(layer().querySelector("img")).toBeNull();
    expect(cueTexts()).toEqual(["<img src=x onerror=alert(1)>"]);
  });

  it("draws each line in the viewer's look, reading in its own direction", () => {
    useSubtitleSettings.setState({
      styling: { ...DEFAULT_SUBTITLE_SETTINGS.styling, color: "#e2e535", size: 2, bold: true },
    });
    showCaption([cue(0, 5, "مرحبا")], "ar");
    renderCaptions();
    const cueBox = screen.getByTestId("caption-cue");
    const line = cueBox.firstElementChild as HTMLElement;
    expect(line.style).toMatchObject({ color: "#e2e535", fontSize: "3em", fontWeight: "700" });
    expect(cueBox.getAttribute("dir")).toBe("auto");
    expect(layer().className).toContain("pointer-events-none");
  });

  it("puts unplaced cues at the bottom, risen above the controls only while they show", async () => {
    showCaption([cue(0, 5, "Hello")]);
    renderCaptions({ controls: "hidden" });
    const stack = screen.getByTestId("caption-cue").parentElement as HTMLElement;
    expect(stack.style.getPropertyValue("inset-block-end")).toContain("var(--caption-rise");
    expect(layer().style.getPropertyValue("--caption-rise")).toBe("0px");
    const root = layer().closest("[data-controls]") as HTMLElement;
    // The player root's attribute is followed by a MutationObserver: its records come later.
    const setControls = (value: string) =>
      act(async () => {
        root.setAttribute("data-controls", value);
        await Promise.resolve();
      });
    await setControls("shown");
    expect(layer().style.getPropertyValue("--caption-rise")).toBe("var(--caption-lift, 0px)");
    await setControls("hidden");
    expect(layer().style.getPropertyValue("--caption-rise")).toBe("0px");
  });

  it("puts unplaced cues at the viewer's top placement, never lifted", () => {
    useSubtitleSettings.setState({ placement: { position: "top", offset: 0.2 } });
    showCaption([cue(0, 5, "Up here")]);
    renderCaptions({ controls: "shown" });
    const stack = screen.getByTestId("caption-cue").parentElement as HTMLElement;
    expect(stack.style.getPropertyValue("inset-block-start")).toContain("20%");
    expect(stack.style.getPropertyValue("inset-block-end")).toBe("");
    expect(stack.getAttribute("style")).not.toContain("caption-rise");
  });

  it("stacks simultaneous cues in one box, and sends a top cue to the top", () => {
    showCaption([cue(0, 5, "A"), cue(0, 5, "B"), cue(0, 5, "Sign", { anchor: 8 })]);
    renderCaptions();
    const stackOf = (text: string) =>
      screen.getByText(text).closest<HTMLElement>("[data-stack]") as HTMLElement;
    expect(stackOf("A")).toBe(stackOf("B"));
    expect(stackOf("A").dataset.stack).toBe("viewer");
    expect([...stackOf("A").children].map((cueBox) => cueBox.textContent)).toEqual(["A", "B"]);
    expect(stackOf("Sign").dataset.stack).toBe("top");
  });

  it("places a positioned cue in the video's picture, letterbox excluded", () => {
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(1000);
    const video = document.createElement("video");
    Object.defineProperty(video, "videoWidth", { value: 2000 });
    Object.defineProperty(video, "videoHeight", { value: 1000 });
    showCaption([cue(0, 5, "Sign", { anchor: 7, x: 0.1, y: 0.2 })]);
    renderCaptions({ video });
    const picture = screen.getByTestId("caption-picture");
    expect(picture.style.getPropertyValue("inset-block-start")).toBe("250px");
    expect(picture.style.height).toBe("500px");
    const box = screen.getByTestId("caption-placed");
    expect(box.style.getPropertyValue("inset-inline-start")).toBe("100px");
    expect(box.style.getPropertyValue("inset-block-start")).toBe("100px");
    expect(box.textContent).toBe("Sign");
  });

  it("does not render again while the set of cues on screen stays the same", () => {
    showCaption([cue(1, 3, "Steady")]);
    const onRender = vi.fn();
    const { at } = renderCaptions({ onRender });
    at(1.1);
    const renders = onRender.mock.calls.length;
    for (const time of [1.2, 1.5, 1.9, 2.4, 2.9]) at(time);
    expect(onRender.mock.calls.length).toBe(renders);
    at(3.1);
    expect(onRender.mock.calls.length).toBe(renders + 1);
  });
});
