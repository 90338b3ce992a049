// Writes the synthetic English subtitles of a demo title: one standalone WebVTT file (for the
// manifest's captions) and, with --segment-seconds, the same cues as a segmented WebVTT media
// playlist for the HLS master. Called by generate-demo-media.sh.
//
//   node subtitles.mjs --dir <title dir> --duration 180 --language en [--segment-seconds 6]
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

/** A cue every CUE_EVERY seconds, shown for CUE_LENGTH seconds. */
const CUE_EVERY = 3;
const CUE_LENGTH = 2;

const { values } = parseArgs({
  options: {
    dir: { type: "string" },
    duration: { type: "string" },
    language: { type: "string", default: "en" },
    "segment-seconds": { type: "string" },
  },
});
if (!values.dir || !values.duration) {
  throw new Error("usage: subtitles.mjs --dir <dir> --duration <s> [--segment-seconds <s>]");
}
const dir = values.dir;
const duration = Number(values.duration);
const language = values.language;

/** 00:00:01.000 */
function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (value, width = 2) => String(value).padStart(width, "0");
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

// Cue n (from 1) runs from 3n-2 to 3n s: 1-3, 4-6, 7-9... With 6 s segments no cue straddles a
// segment boundary, and the text names the cue's own start so a viewer can check the sync
// against the burned-in timecode.
const cues = [];
for (let n = 1; CUE_EVERY * n - 2 + CUE_LENGTH <= duration; n += 1) {
  const start = CUE_EVERY * n - 2;
  const text = `Matinee demo — subtitle cue ${n} at ${vttTime(start).slice(0, 8)}`;
  cues.push({ n, start, end: start + CUE_LENGTH, text });
}

const cueBlock = (cue) => `${cue.n}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}\n`;

await writeFile(
  path.join(dir, `subtitles.${language}.vtt`),
  ["WEBVTT\n", ...cues.map(cueBlock)].join("\n"),
);

if (values["segment-seconds"]) {
  const segmentSeconds = Number(values["segment-seconds"]);
  const playlistDir = path.join(dir, `subs-${language}`);
  await mkdir(playlistDir, { recursive: true });
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    `#EXT-X-TARGETDURATION:${segmentSeconds}`,
    "#EXT-X-MEDIA-SEQUENCE:0",
    "#EXT-X-PLAYLIST-TYPE:VOD",
  ];
  for (let index = 0; index * segmentSeconds < duration; index += 1) {
    const start = index * segmentSeconds;
    const end = Math.min(duration, start + segmentSeconds);
    const name = `seg_${String(index).padStart(3, "0")}.vtt`;
    // A segment carries every cue that is visible during it (RFC 8216 §3.5). The video starts at
    // presentation time 0, so cue time 0 maps to MPEG-2 timestamp 0.
    const inside = cues.filter((cue) => cue.start < end && cue.end > start);
    const body = [
      "WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n",
      ...inside.map(cueBlock),
    ].join("\n");
    await writeFile(path.join(playlistDir, name), body);
    lines.push(`#EXTINF:${(end - start).toFixed(3)},`, name);
  }
  lines.push("#EXT-X-ENDLIST", "");
  await writeFile(path.join(playlistDir, "index.m3u8"), lines.join("\n"));
}
