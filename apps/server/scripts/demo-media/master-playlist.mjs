// Writes the HLS master playlist of a demo title from the media playlists ffmpeg produced, so
// every figure in it is measured rather than guessed: RESOLUTION and CODECS come from each
// rendition's init segment, BANDWIDTH / AVERAGE-BANDWIDTH from its segment sizes. Called by
// generate-demo-media.sh.
//
//   node master-playlist.mjs --dir <title dir> --frame-rate 24 \
//     --video 1080p --video 360p --audio en:English:default --audio es:Spanish \
//     [--subtitles en:English]
//
// Folder layout (made by the script): <name>/index.m3u8 for video, audio-<lang>/index.m3u8 for
// audio, subs-<lang>/index.m3u8 for subtitles; fMP4 renditions have an EXT-X-MAP init.mp4.
import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    dir: { type: "string" },
    "frame-rate": { type: "string" },
    video: { type: "string", multiple: true, default: [] },
    audio: { type: "string", multiple: true, default: [] },
    subtitles: { type: "string", multiple: true, default: [] },
  },
});
if (!values.dir || !values["frame-rate"] || values.video.length === 0) {
  throw new Error("usage: master-playlist.mjs --dir <dir> --frame-rate <fps> --video <name>...");
}
const dir = values.dir;

// ---- ISO BMFF: just enough box walking to read the sample entry of an init segment ----------

/** Child boxes of buf[start, end). */
function* boxes(buf, start, end) {
  let offset = start;
  while (offset + 8 <= end) {
    let size = buf.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    yield {
      type: buf.toString("latin1", offset + 4, offset + 8),
      body: offset + header,
      end: offset + size,
    };
    offset += size;
  }
}

function child(buf, parent, type) {
  for (const box of boxes(buf, parent.body, parent.end)) if (box.type === type) return box;
  throw new Error(`no ${type} box`);
}

/** The first sample entry (avc1, mp4a...) of the single track of an init segment. */
function sampleEntry(buf) {
  let box = { body: 0, end: buf.length };
  for (const type of ["moov", "trak", "mdia", "minf", "stbl", "stsd"]) box = child(buf, box, type);
  // stsd: version/flags (4) + entry_count (4), then the entries.
  const [entry] = boxes(buf, box.body + 8, box.end);
  if (!entry) throw new Error("empty stsd");
  return entry;
}

/** e.g. { codec: "avc1.640028", width: 1920, height: 1080 } (RFC 6381 codec string). */
function describeVideo(buf) {
  const entry = sampleEntry(buf);
  if (entry.type !== "avc1") throw new Error(`expected avc1, got ${entry.type}`);
  // VisualSampleEntry: 24 bytes of fixed fields, then width and height, 78 bytes in all.
  const width = buf.readUInt16BE(entry.body + 24);
  const height = buf.readUInt16BE(entry.body + 26);
  const avcC = child(buf, { body: entry.body + 78, end: entry.end }, "avcC");
  // AVCDecoderConfigurationRecord: version, profile, constraint flags, level.
  const hex = [1, 2, 3].map((i) => buf[avcC.body + i].toString(16).padStart(2, "0")).join("");
  return { codec: `avc1.${hex}`, width, height };
}

/** Reads an MPEG-4 descriptor header (tag, variable-length size) at offset. */
function descriptor(buf, offset) {
  const tag = buf[offset];
  let size = 0;
  let cursor = offset + 1;
  for (let i = 0; i < 4; i += 1) {
    const byte = buf[cursor++];
    size = (size << 7) | (byte & 0x7f);
    if ((byte & 0x80) === 0) break;
  }
  return { tag, body: cursor, end: cursor + size };
}

/** e.g. "mp4a.40.2" (object type 0x40 = MPEG-4 audio, audio object type 2 = AAC-LC). */
function describeAudio(buf) {
  const entry = sampleEntry(buf);
  if (entry.type !== "mp4a") throw new Error(`expected mp4a, got ${entry.type}`);
  // AudioSampleEntry: 28 bytes of fixed fields, then the esds box (version/flags first).
  const esds = child(buf, { body: entry.body + 28, end: entry.end }, "esds");
  const es = descriptor(buf, esds.body + 4);
  const esFlags = buf[es.body + 2];
  let cursor = es.body + 3;
  if (esFlags & 0x80) cursor += 2; // dependsOn_ES_ID
  if (esFlags & 0x40) cursor += 1 + buf[cursor]; // URL
  if (esFlags & 0x20) cursor += 2; // OCR_ES_Id
  const config = descriptor(buf, cursor);
  const objectType = buf[config.body];
  // DecoderConfigDescriptor: 13 bytes of fields, then the DecoderSpecificInfo.
  const specific = descriptor(buf, config.body + 13);
  const audioObjectType = buf[specific.body] >> 3;
  return { codec: `mp4a.${objectType.toString(16)}.${audioObjectType}` };
}

// ---- Media playlists ----------------------------------------------------------------------------

/** Segments ({ uri, duration, bytes }), target duration and init segment of a media playlist. */
async function readMediaPlaylist(uri) {
  const playlistPath = path.join(dir, uri);
  const text = await readFile(playlistPath, "utf8");
  const segments = [];
  let targetDuration = 0;
  let init;
  let duration;
  for (const line of text.split("\n").map((l) => l.trim())) {
    if (line.startsWith("#EXT-X-TARGETDURATION:")) targetDuration = Number(line.slice(22));
    else if (line.startsWith("#EXT-X-MAP:")) init = /URI="([^"]+)"/.exec(line)?.[1];
    else if (line.startsWith("#EXTINF:")) duration = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith("#")) {
      const { size } = await stat(path.join(path.dirname(playlistPath), line));
      segments.push({ uri: line, duration, bytes: size });
    }
  }
  return { segments, targetDuration, init: init && path.join(path.dirname(playlistPath), init) };
}

/**
 * Peak segment bit rate as RFC 8216 §4.3.4.2 defines it: the highest bit rate of any run of
 * contiguous segments lasting 0.5 to 1.5 target durations.
 */
function peakBitRate({ segments, targetDuration }) {
  let peak = 0;
  for (let first = 0; first < segments.length; first += 1) {
    let bytes = 0;
    let seconds = 0;
    for (let last = first; last < segments.length; last += 1) {
      bytes += segments[last].bytes;
      seconds += segments[last].duration;
      if (seconds > 1.5 * targetDuration) break;
      if (seconds >= 0.5 * targetDuration) peak = Math.max(peak, (bytes * 8) / seconds);
    }
  }
  return Math.ceil(peak);
}

function averageBitRate({ segments }) {
  const bytes = segments.reduce((sum, s) => sum + s.bytes, 0);
  const seconds = segments.reduce((sum, s) => sum + s.duration, 0);
  return Math.ceil((bytes * 8) / seconds);
}

// ---- The master playlist ------------------------------------------------------------------------

const quote = (value) => `"${value}"`;
const attributes = (list) => list.filter(Boolean).join(",");

async function describeRendition(type, spec) {
  const [language, name, flag] = spec.split(":");
  const uri = `${type === "AUDIO" ? "audio" : "subs"}-${language}/index.m3u8`;
  const playlist = await readMediaPlaylist(uri);
  const codec = playlist.init ? describeAudio(await readFile(playlist.init)).codec : undefined;
  return { type, language, name, isDefault: flag === "default", uri, playlist, codec };
}

const audio = await Promise.all(values.audio.map((spec) => describeRendition("AUDIO", spec)));
const subtitles = await Promise.all(
  values.subtitles.map((spec) => describeRendition("SUBTITLES", spec)),
);

const lines = ["#EXTM3U", "#EXT-X-VERSION:7", "#EXT-X-INDEPENDENT-SEGMENTS", ""];
for (const rendition of [...audio, ...subtitles]) {
  const group = rendition.type === "AUDIO" ? "audio" : "subs";
  lines.push(
    `#EXT-X-MEDIA:${attributes([
      `TYPE=${rendition.type}`,
      `GROUP-ID=${quote(group)}`,
      `LANGUAGE=${quote(rendition.language)}`,
      `NAME=${quote(rendition.name)}`,
      `DEFAULT=${rendition.isDefault ? "YES" : "NO"}`,
      "AUTOSELECT=YES",
      rendition.type === "AUDIO" && `CHANNELS="1"`,
      `URI=${quote(rendition.uri)}`,
    ])}`,
  );
}
if (audio.length + subtitles.length > 0) lines.push("");

// Every variant can play with any audio and subtitle rendition, so its peak is its own peak plus
// the largest peak in each group (RFC 8216 §4.3.4.2, BANDWIDTH).
const maxOf = (list, measure) => Math.max(0, ...list.map((r) => measure(r.playlist)));
const audioCodec = audio[0]?.codec;
for (const name of values.video) {
  const uri = `${name}/index.m3u8`;
  const playlist = await readMediaPlaylist(uri);
  const video = describeVideo(await readFile(playlist.init));
  const bandwidth =
    peakBitRate(playlist) + maxOf(audio, peakBitRate) + maxOf(subtitles, peakBitRate);
  const average =
    averageBitRate(playlist) + maxOf(audio, averageBitRate) + maxOf(subtitles, averageBitRate);
  lines.push(
    `#EXT-X-STREAM-INF:${attributes([
      `BANDWIDTH=${bandwidth}`,
      `AVERAGE-BANDWIDTH=${average}`,
      `CODECS=${quote([video.codec, audioCodec].filter(Boolean).join(","))}`,
      `RESOLUTION=${video.width}x${video.height}`,
      `FRAME-RATE=${Number(values["frame-rate"]).toFixed(3)}`,
      audio.length > 0 && `AUDIO="audio"`,
      subtitles.length > 0 && `SUBTITLES="subs"`,
      "CLOSED-CAPTIONS=NONE",
    ])}`,
    uri,
  );
}
lines.push("");
await writeFile(path.join(dir, "master.m3u8"), lines.join("\n"));
