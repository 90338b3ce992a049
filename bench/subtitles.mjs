// `node bench/subtitles.mjs [--no-server]`: figures for the subtitles package, never assertions.
//  - the gzip bytes of its browser bundle (esbuild, minified, code-split), per chunk: what the
//    media page loads at once and what each rarer format loads on first use;
//  - parse time of a generated two-hour SRT and ASS file (1,800 cues each), from text and from
//    Windows-1252 bytes (the encoding guess included): median and best of 15 after 5 warm-ups;
//  - the server's subtitle API (the built server, built when stale; skipped with --no-server):
//    `GET /subtitles` on the demo library, and `GET /subtitles/:id` of generated sidecars (a
//    two-hour Windows-1252 SRT, a two-hour ASS, a 5 MB SRT) converted to WebVTT the first time
//    (one request each, several copies) and answered from the cache after.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { ensureBuilt } from "../scripts/build-if-needed.mjs";
import { startServer } from "../scripts/start-server.mjs";

const repoRoot = path.resolve(import.meta.dirname, "..");
const CUES = 1800; // one every four seconds for two hours
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** "HH:MM:SS,mmm" (or ASS's "H:MM:SS.cc"). */
function clock(seconds, ass = false) {
  const pad = (value, width = 2) => String(value).padStart(width, "0");
  const whole = Math.floor(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  if (ass) return `${h}:${pad(m)}:${pad(s)}.${pad(Math.round((seconds - whole) * 100))}`;
  return `${pad(h)}:${pad(m)}:${pad(s)},${pad(Math.round((seconds - whole) * 1000), 3)}`;
}

const LINES = [
  "Où est-ce que tu vas, Äiti? Ich weiß es nicht.",
  "We should leave before the storm gets worse.",
  "<i>Previously, on the show...</i>",
  "- Did you hear that?\n- Hear what?",
  "I told you, <b>never</b> open that door again!",
];

/** `cues` cues, one every four seconds (two hours by default). */
function twoHourSrt(cues = CUES) {
  const blocks = [];
  for (let n = 0; n < cues; n++) {
    const start = n * 4;
    const text = `${LINES[n % LINES.length]}\nLine two of cue ${n + 1}.`;
    blocks.push(`${n + 1}\n${clock(start)} --> ${clock(start + 3.2)}\n${text}\n`);
  }
  return blocks.join("\n");
}

function twoHourAss() {
  const head = [
    "[Script Info]",
    "ScriptType: v4.00+",
    "PlayResX: 1920",
    "PlayResY: 1080",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    "Style: Default,Arial,48,&H00FFFFFF,&H000000FF,&H00000000,&H64000000,0,0,0,0,100,100,0,0,1,2,1,2,96,96,54,1",
    "Style: Sign,Arial,40,&H0000FFFF,&H000000FF,&H00000000,&H64000000,-1,0,0,0,100,100,0,0,1,2,1,8,96,96,54,1",
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
  ];
  const overrides = ["", "{\\i1}", "{\\an8}", "{\\pos(960,200)\\c&H00FFFF&}", "{\\b1}"];
  const events = [];
  for (let n = 0; n < CUES; n++) {
    const start = n * 4;
    const style = n % 10 === 0 ? "Sign" : "Default";
    const text = `${overrides[n % overrides.length]}${LINES[n % LINES.length].replace(/<[^>]+>/g, "").replace("\n", "\\N")}\\Ncue ${n + 1}`;
    events.push(
      `Dialogue: 0,${clock(start, true)},${clock(start + 3.2, true)},${style},,0,0,0,,${text}`,
    );
  }
  return [...head, ...events, ""].join("\n");
}

/** Windows-1252 bytes of `text` (its characters are all in Windows-1252). */
function windows1252(text) {
  const table = new Map();
  const decoder = new TextDecoder("windows-1252");
  for (let byte = 255; byte >= 0; byte--) table.set(decoder.decode(new Uint8Array([byte])), byte);
  // Node 20 decodes 0x80-0x9F as C1 controls; this text only needs the Latin-1 letters.
  return new Uint8Array([...text].map((char) => table.get(char) ?? 0x3f));
}

async function time(run, { warmups = 5, runs = 15 } = {}) {
  for (let i = 0; i < warmups; i++) await run();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], best: times[0] };
}

const outdir = mkdtempSync(path.join(tmpdir(), "subtitles-bench-"));
try {
  const result = await build({
    entryPoints: [path.join(repoRoot, "packages/subtitles/src/index.ts")],
    bundle: true,
    minify: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    outdir,
    metafile: true,
    write: true,
    logLevel: "silent",
  });

  const outputs = result.metafile.outputs;
  const main = Object.keys(outputs).find((file) =>
    outputs[file].entryPoint?.endsWith("subtitles/src/index.ts"),
  );
  // What loads with the package: the entry and what it imports statically, transitively.
  const eagerFiles = new Set();
  const visit = (file) => {
    if (eagerFiles.has(file)) return;
    eagerFiles.add(file);
    for (const imported of outputs[file].imports)
      if (imported.kind === "import-statement") visit(imported.path);
  };
  visit(main);
  const sources = (file) =>
    Object.keys(outputs[file].inputs)
      .map((input) =>
        input
          .replace(/^.*node_modules\/([^/]+)\/.*$/, "$1")
          .replace(/^packages\/([^/]+)\/src\//, "$1:"),
      )
      .filter((input, index, all) => all.indexOf(input) === index);
  const gzipOf = (file) => gzipSync(readFileSync(path.join(repoRoot, file))).length;

  console.log(
    "\n@matinee/subtitles: browser bundle (esbuild, minified, split where the code imports lazily)",
  );
  let eager = 0;
  let total = 0;
  for (const file of Object.keys(outputs).sort(
    (a, b) => Number(eagerFiles.has(b)) - Number(eagerFiles.has(a)),
  )) {
    const gzip = gzipOf(file);
    total += gzip;
    if (eagerFiles.has(file)) eager += gzip;
    const names = sources(file);
    const label =
      names.length > 4
        ? `${names.slice(0, 4).join(", ")} … (${names.length} files)`
        : names.join(", ");
    console.log(
      `  ${kb(gzip).padStart(9)} gzip  ${eagerFiles.has(file) ? "eager" : "lazy "}  ${label}`,
    );
  }
  console.log(
    `  ${kb(eager).padStart(9)} gzip loaded with the package; ${kb(total)} with every format`,
  );

  const { parseSubtitles } = await import(pathToFileURL(path.join(outdir, "index.js")).href);
  const srt = twoHourSrt();
  const ass = twoHourAss();
  const srtBytes = windows1252(srt);
  const cases = [
    [`SRT, ${CUES} cues, ${kb(srt.length)} text`, () => parseSubtitles(srt)],
    [`SRT, same file as Windows-1252 bytes (encoding guessed)`, () => parseSubtitles(srtBytes)],
    [`ASS, ${CUES} dialogues, ${kb(ass.length)} text`, () => parseSubtitles(ass)],
  ];
  console.log("\nParse time of a two-hour file (median / best of 15, after 5 warm-ups)");
  for (const [label, run] of cases) {
    const track = await run();
    const { median, best } = await time(run);
    console.log(
      `  ${median.toFixed(1).padStart(7)} ms / ${best.toFixed(1).padStart(6)} ms  ${label} → ${track.cues.length} cues`,
    );
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}

/** Milliseconds of one GET (the whole body read); throws unless it answers 200. */
async function timedGet(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], best: sorted[0] };
};
const ms = ({ median, best }) =>
  `${median.toFixed(1).padStart(7)} ms / ${best.toFixed(1).padStart(6)} ms`;

/** A library of generated sidecars: `copies` of each file, each its own id (a cold conversion). */
function benchLibrary(copies) {
  const root = mkdtempSync(path.join(tmpdir(), "subtitles-bench-library-"));
  const folder = path.join(root, "Bench Film (2001) [tmdbid-4242]");
  mkdirSync(folder);
  writeFileSync(path.join(folder, "film.mp4"), "");
  const srt = twoHourSrt();
  // Just under the default SUBTITLE_MAX_BYTES (5,000,000): the largest file the server takes.
  const perCue = srt.length / CUES;
  const long = Buffer.from(twoHourSrt(Math.ceil(5_000_000 / perCue)));
  const big = long.subarray(0, long.lastIndexOf("\n\n", 4_990_000) + 1);
  const files = {
    [`two-hour SRT, Windows-1252, ${kb(srt.length)}`]: ["de.srt", windows1252(srt)],
    [`two-hour ASS, ${kb(twoHourAss().length)}`]: ["fr.ass", twoHourAss()],
    [`SRT of ${(big.length / 1e6).toFixed(2)} MB`]: ["en.srt", big],
  };
  for (const [suffix, body] of Object.values(files)) {
    for (let copy = 0; copy < copies; copy++) {
      writeFileSync(path.join(folder, `film-${copy}.${suffix}`), body);
    }
  }
  return { root, files };
}

if (!process.argv.includes("--no-server")) {
  ensureBuilt({ only: ["server"], log: (message) => console.log(message) });
  const COPIES = 5;
  const library = benchLibrary(COPIES);
  const common = { SCRAPE_ARCHIVE: "false", RATE_LIMITS: "false", LOG_LEVEL: "error" };
  const demo = await startServer({ env: common });
  const server = await startServer({ env: { ...common, MEDIA_DIR: library.root } });
  try {
    console.log("\nServer: subtitle API (built server on loopback; median / best)");
    const listUrl = `${demo.baseUrl}/subtitles?tmdbId=10378&type=movie`;
    for (let i = 0; i < 5; i++) await timedGet(listUrl);
    const listTimes = [];
    for (let i = 0; i < 30; i++) listTimes.push(await timedGet(listUrl));
    console.log(
      `  ${ms(stats(listTimes))}  GET /subtitles, demo Big Buck Bunny (5 files), 30 runs`,
    );
    const demoList = await (await fetch(listUrl)).json();
    const german = demoList.subtitles.find((subtitle) => subtitle.language === "de");
    const germanCold = await timedGet(german.url);
    const germanWarm = [];
    for (let i = 0; i < 30; i++) germanWarm.push(await timedGet(german.url));
    console.log(
      `  ${germanCold.toFixed(1).padStart(7)} ms first, ${stats(germanWarm).median.toFixed(1)} ms cached  GET /subtitles/:id, demo German SRT (Windows-1252, 12 cues)`,
    );

    const { subtitles } = await (
      await fetch(`${server.baseUrl}/subtitles?tmdbId=4242&type=movie`)
    ).json();
    for (const [label, [suffix]] of Object.entries(library.files)) {
      const urls = subtitles
        .filter((subtitle) => subtitle.release.endsWith(suffix))
        .map((subtitle) => subtitle.url);
      const cold = [];
      for (const url of urls) cold.push(await timedGet(url));
      const warm = [];
      for (let i = 0; i < 15; i++) warm.push(await timedGet(urls[0]));
      console.log(
        `  ${ms(stats(cold))} first (${urls.length} files), ${stats(warm).median.toFixed(1)} ms cached  ${label}`,
      );
    }
  } finally {
    await demo.stop();
    await server.stop();
    rmSync(library.root, { recursive: true, force: true });
  }
}
