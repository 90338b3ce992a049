import { describe, expect, it } from "vitest";
import { fixtureBytes, fixtureText } from "./__fixtures__/read-fixture";
import { isSubtitleParseError } from "./errors";
import { plainText } from "./markup/tree";
import { parseSubtitles } from "./parse";

const texts = (track: { cues: { content: Parameters<typeof plainText>[0] }[] }) =>
  track.cues.map((cue) => plainText(cue.content));

describe("parseSubtitles", () => {
  it.each([
    ["basic.srt", "srt", 3],
    ["features.vtt", "vtt", 6],
    ["styled.ass", "ass", 12],
    ["legacy.ssa", "ssa", 3],
    ["youtube.sbv", "subviewer", 3],
    ["subviewer2.sub", "subviewer", 2],
    ["microdvd.sub", "microdvd", 6],
    ["two-languages.smi", "sami", 2],
  ])("reads %s as %s with %i cues", async (name, format, count) => {
    const track = await parseSubtitles(fixtureBytes(name), { fileName: name });
    expect(track.format).toBe(format);
    expect(track.cues).toHaveLength(count);
  });

  it("reads a string as well as bytes and an ArrayBuffer", async () => {
    const bytes = fixtureBytes("basic.srt");
    const fromString = await parseSubtitles(fixtureText("basic.srt"));
    const fromBuffer = await parseSubtitles(bytes.slice().buffer);
    expect(fromBuffer).toEqual(fromString);
    expect(await parseSubtitles(bytes)).toEqual(fromString);
  });

  it("decodes legacy encodings on the way, with the language as hint", async () => {
    expect(texts(await parseSubtitles(fixtureBytes("finnish-1252.srt")))[1]).toBe(
      "Äiti osti öljyä ja sääksen. Åbo on Turku.",
    );
    expect(texts(await parseSubtitles(fixtureBytes("turkish-1254.srt")))[0]).toBe(
      "Günaydın! Nasılsın?",
    );
    expect(
      texts(await parseSubtitles(fixtureBytes("russian-koi8r.srt"), { language: "ru" }))[0],
    ).toBe("Привет! Как дела?");
  });

  it("reads UTF-16 files, the byte-order mark gone", async () => {
    expect(texts(await parseSubtitles(fixtureBytes("utf16le-bom.srt")))).toEqual([
      "UTF-16 ääkköset ja 日本語",
    ]);
    const vtt = await parseSubtitles(fixtureBytes("utf16be-bom.vtt"));
    expect(vtt.format).toBe("vtt");
    expect(texts(vtt)).toEqual(["UTF-16 big-endian: Привет, ğüş"]);
  });

  it("says 'Given text is empty' for a blank file, also one with only a BOM", async () => {
    for (const input of [fixtureBytes("empty.srt"), fixtureBytes("empty-bom.srt"), "", "  \n\t"]) {
      const error = await parseSubtitles(input).catch((caught: unknown) => caught);
      expect(isSubtitleParseError(error, "empty")).toBe(true);
      expect((error as Error).message).toBe("Given text is empty");
    }
  });

  it("says 'Invalid subtitle format' for text no reader knows", async () => {
    await expect(parseSubtitles(fixtureBytes("broken.txt"))).rejects.toThrow(
      "Invalid subtitle format",
    );
    await expect(parseSubtitles(fixtureBytes("broken.ass"))).rejects.toMatchObject({
      code: "invalidFormat",
    });
  });

  it("says 'Invalid subtitle format' for a recognised file without one valid cue", async () => {
    const backwards = "1\n00:00:05,000 --> 00:00:01,000\nends before it starts\n";
    await expect(parseSubtitles(backwards)).rejects.toThrow("Invalid subtitle format");
  });

  it("accepts a WebVTT file with no cue as an empty track", async () => {
    expect(await parseSubtitles(fixtureBytes("header-only.vtt"))).toEqual({
      format: "vtt",
      cues: [],
    });
  });

  it("reads the format it is told to, skipping detection", async () => {
    const track = await parseSubtitles("{0}{25}x", { format: "microdvd", fps: 25 });
    expect(track.cues[0]).toMatchObject({ start: 0, end: 1 });
    await expect(parseSubtitles(fixtureText("basic.srt"), { format: "vtt" })).rejects.toThrow(
      "Invalid subtitle format",
    );
  });

  it("sorts cues by start time", async () => {
    const track = await parseSubtitles(
      "1\n00:00:05,000 --> 00:00:06,000\nB\n\n2\n00:00:01,000 --> 00:00:02,000\nA\n",
    );
    expect(texts(track)).toEqual(["A", "B"]);
  });

  it("passes the frame rate and language on to the readers", async () => {
    const micro = await parseSubtitles(fixtureText("microdvd-nofps.sub"), { fps: 24 });
    expect(micro.cues[1]).toMatchObject({ start: 1, end: 2 });
    const sami = await parseSubtitles(fixtureText("two-languages.smi"), { language: "fi" });
    expect(texts(sami)[0]).toBe("Hei siellä");
  });
});
