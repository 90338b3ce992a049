// Writes the synthetic English subtitles of a demo title: one standalone WebVTT file (for the
// manifest's captions) and, with --segment-seconds, the same cues as a segmented WebVTT media
// playlist for the HLS master. Called by generate-demo-media.sh.
//
//   node subtitles.mjs --dir <title dir> --duration 180 --language en [--segment-seconds 6]
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { cueBlock, vttTime, writeSegmentedWebVtt } from "./webvtt.mjs";

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

// Cue n (from 1) runs from 3n-2 to 3n s: 1-3, 4-6, 7-9... With 6 s segments no cue straddles a
// segment boundary, and the text names the cue's own start so a viewer can check the sync
// against the burned-in timecode.
const cues = [];
for (let n = 1; CUE_EVERY * n - 2 + CUE_LENGTH <= duration; n += 1) {
  const start = CUE_EVERY * n - 2;
  const text = `Matinee demo — subtitle cue ${n} at ${vttTime(start).slice(0, 8)}`;
  cues.push({ n, start, end: start + CUE_LENGTH, text });
}

await writeFile(
  path.join(dir, `subtitles.${language}.vtt`),
  ["WEBVTT\n", ...cues.map(cueBlock)].join("\n"),
);

if (values["segment-seconds"]) {
  await writeSegmentedWebVtt({
    playlistDir: path.join(dir, `subs-${language}`),
    cues,
    duration,
    segmentSeconds: Number(values["segment-seconds"]),
  });
}
