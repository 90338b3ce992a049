// WebVTT helpers of the demo-media scripts: cue times, cue blocks, and a cue list as a segmented
// WebVTT media playlist (an HLS subtitle rendition).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** 00:00:01.000 */
export function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (value, width = 2) => String(value).padStart(width, "0");
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** A cue ({ n, start, end, text }) as a WebVTT block, its number as the cue id. */
export const cueBlock = (cue) =>
  `${cue.n}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}\n`;

/**
 * Writes `cues` as a VOD WebVTT media playlist in `playlistDir` (index.m3u8 and seg_NNN.vtt),
 * `segmentSeconds` a segment, covering `duration` seconds. A segment carries every cue visible
 * during it (RFC 8216 §3.5); segments without one hold just the header. The video starts at
 * presentation time 0, so cue time 0 maps to MPEG-2 timestamp 0.
 */
export async function writeSegmentedWebVtt({ playlistDir, cues, duration, segmentSeconds }) {
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
