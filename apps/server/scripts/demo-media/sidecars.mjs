// Writes the demo titles' sidecar subtitle files (sidecar-lines.mjs: SRT, WebVTT and ASS, UTF-8
// and Windows-1252) beside their videos, and Big Buck Bunny's Spanish lines as an HLS subtitle
// rendition (subs-es/). Called by generate-demo-media.sh.
//
//   node sidecars.mjs --dir <demo-media dir> --bbb-duration 182 --segment-seconds 6
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { BBB_SPANISH, SIDECARS } from "./sidecar-lines.mjs";
import { vttTime, writeSegmentedWebVtt } from "./webvtt.mjs";

const { values } = parseArgs({
  options: {
    dir: { type: "string" },
    "bbb-duration": { type: "string" },
    "segment-seconds": { type: "string" },
  },
});
if (!values.dir || !values["bbb-duration"] || !values["segment-seconds"]) {
  throw new Error("usage: sidecars.mjs --dir <dir> --bbb-duration <s> --segment-seconds <s>");
}

/** SRT's 00:00:01,000 */
const srtTime = (seconds) => vttTime(seconds).replace(".", ",");

/** ASS's 0:00:01.00 (centiseconds). */
function assTime(seconds) {
  const cs = Math.round(seconds * 100);
  const pad = (value) => String(value).padStart(2, "0");
  const h = Math.floor(cs / 360_000);
  return `${h}:${pad(Math.floor(cs / 6000) % 60)}:${pad(Math.floor(cs / 100) % 60)}.${pad(cs % 100)}`;
}

const ASS_HEADER = [
  "[Script Info]",
  "; Matinee demo subtitles",
  "ScriptType: v4.00+",
  "PlayResX: 1920",
  "PlayResY: 1080",
  "WrapStyle: 0",
  "",
  "[V4+ Styles]",
  "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
  "Style: Default,DejaVu Sans,54,&H00FFFFFF,&H000000FF,&H00000000,&H80000000,0,0,0,0,100,100,0,0,1,3,1,2,80,80,60,1",
  "",
  "[Events]",
  "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
];

/** The cues of a sidecar: { n, start, end, text }. */
function cuesOf(sidecar) {
  if (sidecar.times.length !== sidecar.lines.length) {
    throw new Error(
      `${sidecar.name}: ${sidecar.lines.length} lines for ${sidecar.times.length} times`,
    );
  }
  return sidecar.lines.map((text, index) => {
    const [start, end] = sidecar.times[index];
    return { n: index + 1, start, end, text };
  });
}

function asSrt(cues) {
  return cues
    .map((cue) => `${cue.n}\n${srtTime(cue.start)} --> ${srtTime(cue.end)}\n${cue.text}\n`)
    .join("\n");
}

function asVtt(cues) {
  const blocks = cues.map((cue) => `${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}\n`);
  return ["WEBVTT\n", ...blocks].join("\n");
}

function asAss(cues) {
  const events = cues.map(
    (cue) =>
      `Dialogue: 0,${assTime(cue.start)},${assTime(cue.end)},Default,,0,0,0,,${cue.text.replace(/\n/g, "\\N")}`,
  );
  return [...ASS_HEADER, ...events, ""].join("\n");
}

// Windows-1252 puts these at 0x80-0x9F (where Latin-1 has control codes); 0x81, 0x8D, 0x8F,
// 0x90 and 0x9D are unused. The rest of 0x00-0xFF is Latin-1.
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

/** Text as Windows-1252 bytes; a character it cannot hold is an error, never a "?". */
function windows1252(text) {
  return Uint8Array.from([...text], (char) => {
    const code = char.codePointAt(0);
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
    const high = CP1252_HIGH.indexOf(char);
    if (high < 0 || /[\u0081\u008D\u008F\u0090\u009D]/.test(char)) {
      throw new Error(`"${char}" has no Windows-1252 byte`);
    }
    return 0x80 + high;
  });
}

const WRITERS = { srt: asSrt, vtt: asVtt, ass: asAss };

for (const sidecar of SIDECARS) {
  let text = WRITERS[sidecar.format](cuesOf(sidecar));
  if (sidecar.crlf) text = text.replace(/\n/g, "\r\n");
  const bytes = sidecar.encoding === "windows-1252" ? windows1252(text) : text;
  await writeFile(path.join(values.dir, sidecar.dir, sidecar.name), bytes);
}

await writeSegmentedWebVtt({
  playlistDir: path.join(values.dir, "big-buck-bunny", "subs-es"),
  cues: cuesOf({ name: "subs-es", ...BBB_SPANISH }),
  duration: Number(values["bbb-duration"]),
  segmentSeconds: Number(values["segment-seconds"]),
});
