import { describe, expect, it } from "vitest";
import { streamOf } from "./folder-scan";

describe("streamOf", () => {
  it("prefers a master playlist to other playlists and to MP4s", () => {
    expect(streamOf(["f/a.mp4", "f/720/index.m3u8", "f/master.m3u8"])).toEqual({
      type: "hls",
      playlist: "f/master.m3u8",
      captions: [],
    });
  });

  it("files MP4s by the height in their names, 2160p as 4k", () => {
    expect(streamOf(["f/Film 2160p.mp4", "f/Film 480p.mp4", "f/Film.mp4"])).toMatchObject({
      type: "file",
      qualities: { "4k": "f/Film 2160p.mp4", "480": "f/Film 480p.mp4", unknown: "f/Film.mp4" },
    });
  });

  it("reads caption languages from the name, English when none is given", () => {
    expect(streamOf(["f/Film.mp4", "f/Film.de.srt", "f/Film.vtt"])?.captions).toEqual([
      { language: "de", type: "srt", path: "f/Film.de.srt" },
      { language: "en", type: "vtt", path: "f/Film.vtt" },
    ]);
  });

  it("finds nothing playable in a folder of other files", () => {
    expect(streamOf(["f/poster.jpg", "f/Film.mkv", "f/Film.en.srt"])).toBeNull();
  });
});
