import type { CueLayout } from "@matinee/subtitles";
import { describe, expect, it } from "vitest";
import {
  anchorSides,
  CAPTION_FONT_CSS,
  captionFontPx,
  captionLineStep,
  flowStack,
  flowStackStyle,
  isPlaced,
  pictureBoxStyle,
  pictureRect,
  placeCue,
  placedBoxStyle,
  placeKey,
} from "./cue-layout";

const PICTURE = { width: 1000, height: 500 };
const place = (layout: CueLayout, lineStep = 30) => placeCue(layout, PICTURE, lineStep);

describe("pictureRect", () => {
  it("letterboxes a wide film in a square player", () => {
    const rect = pictureRect({ width: 1000, height: 1000 }, { width: 1920, height: 800 });
    expect(rect.x).toBe(0);
    expect(rect.width).toBe(1000);
    expect(rect.height).toBeCloseTo(416.667, 2);
    expect(rect.y).toBeCloseTo(291.667, 2);
  });

  it("pillarboxes a 4:3 video in a 16:9 player", () => {
    expect(pictureRect({ width: 1600, height: 900 }, { width: 640, height: 480 })).toEqual({
      x: 200,
      y: 0,
      width: 1200,
      height: 900,
    });
  });

  it("is the whole player while the video's size is unknown", () => {
    expect(pictureRect({ width: 800, height: 600 }, null)).toEqual({
      x: 0,
      y: 0,
      width: 800,
      height: 600,
    });
    expect(pictureRect({ width: 800, height: 600 }, { width: 0, height: 0 })).toMatchObject({
      width: 800,
      height: 600,
    });
  });
});

describe("the caption size", () => {
  it("scales with a 16:9 picture fitting the player, never under 11 px", () => {
    expect(captionFontPx({ width: 1920, height: 1080 })).toBeCloseTo(32.4);
    expect(captionFontPx({ width: 1440, height: 900 })).toBeCloseTo(24.3); // 810 px high picture
    expect(captionFontPx({ width: 320, height: 568 })).toBe(11); // a phone held upright
    expect(captionFontPx({ width: 844, height: 390 })).toBeCloseTo(11.7); // and on its side
  });

  it("is written as CSS in container units, the same rule", () => {
    expect(CAPTION_FONT_CSS).toBe("max(11px, min(3cqh, 1.6875cqw))");
  });

  it("steps WebVTT lines by one caption line box at the viewer's size", () => {
    expect(captionLineStep({ width: 1920, height: 1080 }, 1)).toBeCloseTo(32.4 * 1.5 * 1.575);
    expect(captionLineStep({ width: 1920, height: 1080 }, 2)).toBeCloseTo(32.4 * 3 * 1.575);
  });
});

describe("which cues place themselves", () => {
  it("reads numpad anchors", () => {
    expect(anchorSides(7)).toEqual({ column: "start", row: "start" });
    expect(anchorSides(5)).toEqual({ column: "center", row: "center" });
    expect(anchorSides(3)).toEqual({ column: "end", row: "end" });
  });

  it("places cues with a position, a line, margins or vertical text", () => {
    expect(isPlaced(undefined)).toBe(false);
    expect(isPlaced({ anchor: 8 })).toBe(false);
    expect(isPlaced({ anchor: 2, width: 0.4, textAlign: "left" })).toBe(false);
    expect(isPlaced({ anchor: 7, x: 0.1, y: 0.1 })).toBe(true);
    expect(isPlaced({ anchor: 8, line: 0 })).toBe(true);
    expect(isPlaced({ anchor: 1, margin: { left: 0, right: 0, vertical: 0.1 } })).toBe(true);
    expect(isPlaced({ anchor: 2, vertical: "rl" })).toBe(true);
  });

  it("flows a top cue to the top stack, unless the viewer's captions are at the top", () => {
    expect(flowStack(undefined, "bottom")).toBe("viewer");
    expect(flowStack({ anchor: 1 }, "bottom")).toBe("viewer");
    expect(flowStack({ anchor: 8 }, "bottom")).toBe("top");
    expect(flowStack({ anchor: 8 }, "top")).toBe("viewer");
    expect(flowStack({ anchor: 2 }, "top")).toBe("viewer");
    expect(flowStack({ anchor: 5 }, "bottom")).toBe("middle");
  });

  it("gives cues placed alike one key, so they stack in one box", () => {
    expect(placeKey({ anchor: 8, line: 0, textAlign: "left" })).toBe(
      placeKey({ anchor: 8, line: 0, textAlign: "right" }),
    );
    expect(placeKey({ anchor: 8, line: 0 })).not.toBe(placeKey({ anchor: 8, line: 1 }));
  });
});

describe("placeCue", () => {
  it("puts the anchor's corner of the box at the position", () => {
    expect(place({ anchor: 7, x: 0.25, y: 0.1 })).toMatchObject({
      left: 250,
      top: 50,
      centreX: false,
      centreY: false,
      maxExtent: 750,
      align: "start",
    });
    expect(place({ anchor: 3, x: 0.9, y: 0.95 })).toMatchObject({
      right: 100,
      bottom: 25,
      maxExtent: 900,
      align: "end",
    });
    const centre = place({ anchor: 5, x: 0.5, y: 0.5 });
    expect(centre).toMatchObject({ left: 500, top: 250, centreX: true, centreY: true });
    expect(centre.maxExtent).toBe(1000);
  });

  it("lets a box take only the room on its anchor's side, so text wraps inside the picture", () => {
    expect(place({ anchor: 2, x: 0.1, y: 0.9 }).maxExtent).toBe(200);
    expect(place({ anchor: 1, x: 0.8, y: 0.9 }).maxExtent).toBe(200);
    expect(place({ anchor: 9, x: 0.3, y: 0.1 }).maxExtent).toBe(300);
  });

  it("places by ASS margins, wrapping between them", () => {
    const margin = { left: 0.1, right: 0.05, vertical: 0.2 };
    expect(place({ anchor: 1, margin })).toMatchObject({
      left: 100,
      bottom: 100,
      maxExtent: 850,
    });
    expect(place({ anchor: 8, margin })).toMatchObject({
      left: 525,
      top: 100,
      centreX: true,
      maxExtent: 850,
    });
    expect(place({ anchor: 6, margin })).toMatchObject({ right: 50, top: 250, centreY: true });
  });

  it("counts WebVTT lines from the top, or from the bottom when negative", () => {
    expect(place({ anchor: 8, line: 0 })).toMatchObject({ top: 0 });
    expect(place({ anchor: 8, line: 2 })).toMatchObject({ top: 60 });
    expect(place({ anchor: 2, line: -1 })).toMatchObject({ bottom: 0 });
    expect(place({ anchor: 2, line: -3 })).toMatchObject({ bottom: 60 });
  });

  it("keeps a WebVTT size as the box's width, the cues filling it, and its text alignment", () => {
    expect(place({ anchor: 1, x: 0.1, line: -1, width: 0.4, textAlign: "left" })).toMatchObject({
      left: 100,
      extent: 400,
      align: "stretch",
      textAlign: "left",
    });
  });

  it("shrinks a WebVTT size to the room there is, as WebVTT does", () => {
    expect(place({ anchor: 1, x: 0.8, line: -1, width: 0.4 })).toMatchObject({
      left: 800,
      extent: 200,
    });
  });

  it("puts a cue with only a horizontal position where default captions sit", () => {
    expect(place({ anchor: 1, x: 0.1 })).toMatchObject({ left: 100, bottom: 30 });
  });

  it("stands vertical text at the right (rl) or left (lr) edge, lines stepping inwards", () => {
    expect(place({ anchor: 8, vertical: "rl" })).toMatchObject({
      right: 20,
      top: 250,
      centreY: true,
      writingMode: "vertical-rl",
    });
    expect(place({ anchor: 7, vertical: "lr", line: 1 })).toMatchObject({
      left: 50,
      top: 10,
      writingMode: "vertical-lr",
    });
  });
});

describe("placedBoxStyle", () => {
  it("lifts a box held by its bottom above the bar, less the letterbox under the picture", () => {
    const style = placedBoxStyle(place({ anchor: 2, x: 0.5, y: 0.9 }), 120);
    expect(style.insetBlockEnd).toBe("max(50px, calc(var(--caption-rise, 0px) - 120px))");
    expect(style).toMatchObject({
      insetInlineStart: "500px",
      transform: "translate(-50%, 0)",
      maxWidth: "1000px",
    });
  });

  it("leaves a box held by its top where it is", () => {
    const style = placedBoxStyle(place({ anchor: 7, x: 0.1, y: 0.1 }), 120);
    expect(style.insetBlockStart).toBe("50px");
    expect(style.insetBlockEnd).toBeUndefined();
    expect(style.transform).toBeUndefined();
  });

  it("sizes vertical text by its height", () => {
    const style = placedBoxStyle(place({ anchor: 8, vertical: "rl", width: 0.5 }), 0);
    expect(style).toMatchObject({
      writingMode: "vertical-rl",
      maxHeight: "500px",
      height: "250px",
      alignItems: "stretch",
    });
  });

  it("places the picture box over the letterboxed picture", () => {
    const rect = pictureRect({ width: 1000, height: 1000 }, { width: 2000, height: 1000 });
    expect(pictureBoxStyle(rect)).toMatchObject({
      insetInlineStart: "0px",
      insetBlockStart: "250px",
      width: "1000px",
      height: "500px",
    });
  });
});

describe("flowStackStyle", () => {
  it("puts the viewer's stack at the offset from the bottom, rising above the bar", () => {
    const style = flowStackStyle("viewer", { position: "bottom", offset: 0.06 });
    expect(style.insetBlockEnd).toBe(
      "max(calc(6% + env(safe-area-inset-bottom, 0px)), var(--caption-rise, 0px))",
    );
    expect(style.insetBlockStart).toBeUndefined();
    expect(style.insetInlineStart).toBe("calc(5% + env(safe-area-inset-left, 0px))");
  });

  it("puts it at the offset from the top without a lift", () => {
    const style = flowStackStyle("viewer", { position: "top", offset: 0.25 });
    expect(style.insetBlockStart).toBe("calc(25% + env(safe-area-inset-top, 0px))");
    expect(style.insetBlockEnd).toBeUndefined();
    expect(JSON.stringify(style)).not.toContain("caption-rise");
  });

  it("puts top cues at the top and middle cues in the middle", () => {
    expect(flowStackStyle("top", { position: "bottom", offset: 0.1 }).insetBlockStart).toBe(
      "calc(10% + env(safe-area-inset-top, 0px))",
    );
    expect(flowStackStyle("middle", { position: "bottom", offset: 0.1 })).toMatchObject({
      insetBlockStart: "50%",
      transform: "translateY(-50%)",
    });
  });
});
