import { describe, expect, it } from "vitest";
import absolute1 from "../__fixtures__/hls-subtitles/absolute-1.vtt?raw";
import absolute2 from "../__fixtures__/hls-subtitles/absolute-2.vtt?raw";
import byteRanges from "../__fixtures__/hls-subtitles/byte-ranges.m3u8?raw";
import empty from "../__fixtures__/hls-subtitles/empty.vtt?raw";
import fmp4 from "../__fixtures__/hls-subtitles/fmp4.m3u8?raw";
import local1 from "../__fixtures__/hls-subtitles/local-1.vtt?raw";
import local2 from "../__fixtures__/hls-subtitles/local-2.vtt?raw";
import master from "../__fixtures__/hls-subtitles/master.m3u8?raw";
import playlist from "../__fixtures__/hls-subtitles/playlist.m3u8?raw";
import side1 from "../__fixtures__/hls-subtitles/side-1.vtt?raw";
import side2 from "../__fixtures__/hls-subtitles/side-2.vtt?raw";
import styled from "../__fixtures__/hls-subtitles/styled.vtt?raw";
import { joinWebVttSegments, parseSubtitlePlaylist } from "./hls-subtitles";

const BASE = "https://cdn.example/media/subs/en.m3u8";
const crlf = (text: string) => text.replaceAll("\n", "\r\n");

/** A one-cue segment with an X-TIMESTAMP-MAP header. */
const mapped = (map: string, timing = "00:00:01.000 --> 00:00:02.000", text = "Hi") =>
  `WEBVTT\nX-TIMESTAMP-MAP=${map}\n\n${timing}\n${text}\n`;

describe("parseSubtitlePlaylist", () => {
  it("resolves relative segment URIs against the playlist's URL and keeps absolute ones", () => {
    expect(parseSubtitlePlaylist(playlist, BASE)).toEqual([
      "https://cdn.example/media/subs/seg-0.vtt",
      "https://cdn.example/media/shared/seg-1.vtt?token=abc",
      "https://cdn.example/root/seg-2.vtt",
      "https://cdn2.example/subs/seg-3.vtt",
    ]);
  });

  it("reads a playlist with CRLF line breaks and a byte order mark", () => {
    expect(parseSubtitlePlaylist(`\uFEFF${crlf(playlist)}`, BASE)).toHaveLength(4);
  });

  it("reads a file cut into byte ranges once, whole", () => {
    expect(parseSubtitlePlaylist(byteRanges, BASE)).toEqual([
      "https://cdn.example/media/subs/subtitles.vtt",
    ]);
  });

  it("lists no segments for a playlist without any", () => {
    expect(parseSubtitlePlaylist("#EXTM3U\n#EXT-X-ENDLIST\n", BASE)).toEqual([]);
  });

  it("rejects what is not a subtitle media playlist", () => {
    expect(() => parseSubtitlePlaylist("<html>Not found</html>", BASE)).toThrow(/not an HLS/);
    expect(() => parseSubtitlePlaylist(master, BASE)).toThrow(/master playlist/);
    expect(() => parseSubtitlePlaylist(fmp4, BASE)).toThrow(/fMP4/);
  });
});

describe("joinWebVttSegments", () => {
  it("keeps one header and the cues of every segment, in order", () => {
    expect(joinWebVttSegments([side1, side2])).toBe(
      [
        "WEBVTT",
        "",
        "00:00:01.000 --> 00:00:02.000",
        "Plain side file, part one.",
        "",
        "01:02.000 --> 01:04.000",
        "Plain side file, part two.",
        "",
      ].join("\n"),
    );
  });

  it("leaves cues where they are when every segment shares one timestamp map", () => {
    const joined = joinWebVttSegments([absolute1, absolute2]);
    expect(joined).not.toContain("X-TIMESTAMP-MAP");
    expect(joined.match(/^WEBVTT/gm)).toHaveLength(1);
    expect(joined).toContain("1\n00:00:01.000 --> 00:00:03.500\nWhere are we going?");
    expect(joined).toContain("3\n00:00:14.250 --> 00:00:16.000\nBefore the storm.");
  });

  it("keeps a cue copied into both segments it spans once", () => {
    const joined = joinWebVttSegments([absolute1, absolute2]);
    expect(joined.match(/To the <i>coast<\/i>/g)).toHaveLength(1);
    expect(joined).toContain("00:00:09.000 --> 00:00:11.000 line:90% align:center");
  });

  it("moves each segment by its MPEGTS/LOCAL offset relative to the first segment's", () => {
    const joined = joinWebVttSegments([local1, local2]);
    expect(joined).toContain("00:00:01.000 --> 00:00:02.000\nFirst.");
    // 1 083 000 - 183 000 ticks = 10 s later on the media clock.
    expect(joined).toContain("00:00:11.000 --> 00:00:12.000\nSecond, <00:00:11.500>karaoke.");
  });

  it("counts a later LOCAL time against the offset", () => {
    const joined = joinWebVttSegments([
      mapped("MPEGTS:900000,LOCAL:00:00:00.000"),
      mapped("MPEGTS:900000,LOCAL:00:00:05.000", "00:00:07.000 --> 00:00:08.000 align:end"),
    ]);
    expect(joined).toContain("00:00:02.000 --> 00:00:03.000 align:end");
  });

  it("follows the MPEG-TS clock across its wrap-around", () => {
    const beforeWrap = 2 ** 33 - 90_000; // 1 s before the 33-bit clock wraps.
    const joined = joinWebVttSegments([
      mapped(`MPEGTS:${beforeWrap},LOCAL:00:00:00.000`),
      mapped("MPEGTS:90000,LOCAL:00:00:00.000"),
    ]);
    expect(joined).toContain("00:00:03.000 --> 00:00:04.000");
  });

  it("drops cues moved before media time 0 and starts cut ones at 0", () => {
    const joined = joinWebVttSegments([
      mapped("MPEGTS:900000,LOCAL:00:00:00.000", "00:00:00.500 --> 00:00:01.000", "Kept"),
      mapped("MPEGTS:450000,LOCAL:00:00:00.000", "00:00:04.000 --> 00:00:06.000", "Cut"),
      mapped("MPEGTS:450000,LOCAL:00:00:00.000", "00:00:01.000 --> 00:00:02.000", "Gone"),
    ]);
    expect(joined).toContain("00:00:00.500 --> 00:00:01.000\nKept");
    expect(joined).toContain("00:00:00.000 --> 00:00:01.000\nCut");
    expect(joined).not.toContain("Gone");
  });

  it("moves no segment when the first one has no map", () => {
    const joined = joinWebVttSegments([side1, mapped("MPEGTS:1800000,LOCAL:00:00:00.000")]);
    expect(joined.match(/00:00:01\.000 --> 00:00:02\.000/g)).toHaveLength(2);
  });

  it("drops NOTE blocks and moves STYLE and REGION blocks before the first cue", () => {
    const joined = joinWebVttSegments([side1, styled, styled]);
    expect(joined).not.toContain("NOTE");
    expect(joined).not.toContain("Kind: captions");
    expect(joined).toBe(
      [
        "WEBVTT",
        "",
        "STYLE",
        "::cue(.loud) { color: yellow; }",
        "",
        "REGION",
        "id:bottom width:40% lines:3",
        "",
        "00:00:01.000 --> 00:00:02.000",
        "Plain side file, part one.",
        "",
        "00:00:20.000 --> 00:00:22.000 region:bottom",
        "<c.loud>Loud</c> line",
        "",
        "intro",
        "00:00:23.000 --> 00:00:24.000",
        "Quiet line",
        "",
      ].join("\n"),
    );
  });

  it("skips empty segments, with or without a header", () => {
    expect(joinWebVttSegments([empty, "", "  \n", side1])).toBe(joinWebVttSegments([side1]));
    expect(joinWebVttSegments([empty, ""])).toBe("WEBVTT\n");
    expect(joinWebVttSegments([])).toBe("WEBVTT\n");
  });

  it("takes the map of an empty first segment as the reference", () => {
    const joined = joinWebVttSegments([empty, mapped("MPEGTS:1800000,LOCAL:00:00:00.000")]);
    expect(joined).toContain("00:00:11.000 --> 00:00:12.000");
  });

  it("reads CRLF and CR line breaks and byte order marks, and writes LF", () => {
    const joined = joinWebVttSegments([`\uFEFF${crlf(local1)}`, local2.replaceAll("\n", "\r")]);
    expect(joined).toBe(joinWebVttSegments([local1, local2]));
    expect(joined).not.toMatch(/\r|\uFEFF/);
  });

  it("ends the header at a cue that follows it without a blank line", () => {
    const joined = joinWebVttSegments(["WEBVTT\n00:00:01.000 --> 00:00:02.000\nTight\n"]);
    expect(joined).toBe("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nTight\n");
  });

  it("rejects a segment that is not WebVTT, or a broken timestamp map", () => {
    expect(() => joinWebVttSegments([side1, "<html>403</html>"])).toThrow(
      "Subtitle segment 2 is not WebVTT",
    );
    expect(() => joinWebVttSegments([mapped("MPEGTS:abc,LOCAL:00:00:00.000")])).toThrow(
      /segment 1 has a malformed X-TIMESTAMP-MAP/,
    );
  });
});
