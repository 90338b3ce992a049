/** An SRT/VTT cue timing line: "00:01:02,500 --> 00:01:04,000" (hours optional in VTT). */
const TIMING =
  /^((?:\d+:)?\d{1,2}:\d{2})[,.](\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2})[,.](\d{1,3})(.*)$/;

/** "1:02:03" + "5" → "1:02:03.500" (SRT writes milliseconds after a comma, VTT after a dot). */
function vttTime(clock: string, millis: string): string {
  return `${clock}.${millis.padEnd(3, "0")}`;
}

/**
 * SubRip (SRT) text as WebVTT, so the browser can render it through a <track>: a WEBVTT header,
 * dots for the millisecond commas, and "-->" lines trimmed of SRT's coordinates. Cue numbers
 * and text pass through (a VTT cue may carry an identifier line); a byte-order mark and Windows
 * line endings are dropped. Text that already is WebVTT is returned with normalised line ends.
 */
export function srtToVtt(srt: string): string {
  const text = srt.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  if (/^WEBVTT(?:[ \t\n]|$)/.test(text)) return text;
  const lines = text.split("\n").map((line) => {
    const match = TIMING.exec(line.trim());
    if (!match) return line;
    const [, startClock = "", startMs = "", endClock = "", endMs = ""] = match;
    return `${vttTime(startClock, startMs)} --> ${vttTime(endClock, endMs)}`;
  });
  return `WEBVTT\n\n${lines.join("\n").trim()}\n`;
}
