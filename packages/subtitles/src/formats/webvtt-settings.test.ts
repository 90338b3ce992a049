import { describe, expect, it } from "vitest";
import { parseVttSettings, vttLayout } from "./webvtt-settings";

describe("parseVttSettings", () => {
  it("reads every setting", () => {
    expect(
      parseVttSettings("vertical:lr line:-1,end position:30%,line-right size:80% align:left"),
    ).toEqual({
      vertical: "lr",
      line: { value: -1, percent: false, align: "end" },
      position: { value: 30, align: "line-right" },
      size: 80,
      align: "left",
    });
  });

  it("accepts the old 'middle' spelling", () => {
    expect(parseVttSettings("align:middle line:90%,middle")).toEqual({
      align: "center",
      line: { value: 90, percent: true, align: "center" },
    });
  });

  it("skips bad and unknown settings", () => {
    expect(
      parseVttSettings(
        "line:abc position:120% size:-5% align:justify vertical:up region:fred color:red nocolon :x",
      ),
    ).toEqual({});
    expect(parseVttSettings("line:1.5")).toEqual({});
  });
});

describe("vttLayout", () => {
  it("is undefined without settings", () => {
    expect(vttLayout({})).toBeUndefined();
  });

  it("anchors by the line alignment of a percentage line", () => {
    expect(vttLayout(parseVttSettings("line:50%,center"))).toEqual({ anchor: 5, y: 0.5 });
    expect(vttLayout(parseVttSettings("line:90%,end"))).toEqual({ anchor: 2, y: 0.9 });
    expect(vttLayout(parseVttSettings("line:10%"))).toEqual({ anchor: 8, y: 0.1 });
  });

  it("anchors by the position alignment, else by the text alignment's side", () => {
    expect(vttLayout(parseVttSettings("position:10%,line-left"))).toEqual({ anchor: 1, x: 0.1 });
    expect(vttLayout(parseVttSettings("align:right"))).toEqual({ anchor: 3, textAlign: "right" });
  });

  it("gives a width only when the box is narrower than the video", () => {
    expect(vttLayout(parseVttSettings("size:100%"))).toEqual({ anchor: 2 });
    expect(vttLayout(parseVttSettings("size:40%"))).toEqual({ anchor: 2, width: 0.4 });
  });
});
