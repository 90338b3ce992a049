import { isSameLanguage } from "@matinee/domain";
import { sanitiseMarkup } from "../markup/sanitise";
import { makeCue, pushCue, type SubtitleReader } from "./reader";

/** How long the last cue shows when no later SYNC ends it. */
const LAST_CUE_SECONDS = 5;

const CLASS_STYLE = /\.([\w-]+)\s*\{([^}]*)\}/g;
const PARAGRAPH = /<p\b([^>]*)>/gi;

/** Caption classes declared in the STYLE block, in order, with their `lang`. */
function declaredClasses(text: string): { name: string; lang: string }[] {
  const style = /<style\b[^>]*>([\s\S]*?)<\/style>/i.exec(text)?.[1] ?? "";
  return [...style.matchAll(CLASS_STYLE)]
    .map(([, name = "", body = ""]) => ({
      name,
      lang: /\blang\s*:\s*([\w-]+)/i.exec(body)?.[1] ?? "",
    }))
    .filter((entry) => entry.lang !== "");
}

function classOf(attributes: string): string {
  return /\bclass\s*=\s*["']?([\w-]+)/i.exec(attributes)?.[1] ?? "";
}

/** A SYNC block's paragraphs by class ("" for text outside any paragraph). */
function paragraphs(block: string): Map<string, string> {
  const found = new Map<string, string>();
  const matches = [...block.matchAll(PARAGRAPH)];
  const before = block.slice(0, matches[0]?.index ?? block.length);
  if (before.trim()) found.set("", before);
  matches.forEach((match, index) => {
    const from = (match.index ?? 0) + match[0].length;
    const to = matches[index + 1]?.index ?? block.length;
    found.set(classOf(match[1] ?? "").toLowerCase(), block.slice(from, to));
  });
  return found;
}

interface SyncEvent {
  /** Seconds. */
  time: number;
  markup: string;
}

/** The SYNC points in file order: their time and the markup up to the next one. */
function syncEvents(text: string): SyncEvent[] {
  const body = text.replace(/<\/(body|sami)>[\s\S]*$/i, "");
  const events: SyncEvent[] = [];
  for (const block of body.split(/<sync\b/i).slice(1)) {
    const start = /^[^>]*\bstart\s*=\s*["']?(\d+)/i.exec(block)?.[1];
    const markup = block.slice(block.indexOf(">") + 1).replace(/<\/sync>/gi, "");
    if (start !== undefined) events.push({ time: Number(start) / 1000, markup });
  }
  return events;
}

/**
 * SAMI (`.smi`): SYNC points in milliseconds, each showing its paragraph until the next SYNC.
 * A file may hold several languages as paragraph classes; the one whose STYLE `lang` matches
 * `options.language` is read, else the first declared (or the first used). Whitespace is HTML
 * whitespace, so only `<br>` breaks a line; a paragraph of `&nbsp;` clears the screen.
 */
export const readSami: SubtitleReader = (text, options) => {
  const declared = declaredClasses(text);
  const events = syncEvents(text);
  const chosen = (
    declared.find((entry) => options.language && isSameLanguage(entry.lang, options.language))
      ?.name ??
    declared[0]?.name ??
    events
      .map((event) => [...paragraphs(event.markup).keys()][0])
      .find((name) => name !== undefined) ??
    ""
  ).toLowerCase();
  const timeline = events
    .map((event) => {
      const found = paragraphs(event.markup);
      return { time: event.time, markup: found.size === 0 ? "" : found.get(chosen) };
    })
    .filter((event) => event.markup !== undefined)
    .sort((a, b) => a.time - b.time);
  const cues: ReturnType<SubtitleReader> = [];
  timeline.forEach((event, index) => {
    const end = timeline[index + 1]?.time ?? event.time + LAST_CUE_SECONDS;
    const markup = (event.markup ?? "").replace(/\s+/g, " ");
    pushCue(cues, makeCue(event.time, end, sanitiseMarkup(markup)));
  });
  return cues;
};
