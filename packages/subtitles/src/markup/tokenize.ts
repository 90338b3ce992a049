/** A piece of cue markup: raw text (entities still encoded), a start tag or an end tag. */
export type MarkupToken =
  | { kind: "text"; text: string }
  | {
      kind: "open";
      /** Lower-cased tag name. */
      name: string;
      /** WebVTT classes: `<c.yellow.loud>` → ["yellow", "loud"]. */
      classes: string[];
      /** Everything after the name, trimmed: WebVTT's annotation (`<v Bob>` → "Bob"). */
      annotation: string;
      /** HTML-style attributes, names lower-cased, values as written (entities encoded). */
      attributes: Map<string, string>;
    }
  | { kind: "close"; name: string };

const NAME = /^[A-Za-z][A-Za-z\d-]*/;
const CLASSES = /^(?:\.[^\s.>]*)*/;
const TIMESTAMP = /^(?:\d+:)?\d{2}:\d{2}\.\d{3}$/;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** The index of the `>` closing a tag that opens at `from`, skipping quoted values; -1 if none. */
function tagEnd(text: string, from: number): number {
  let quote = "";
  for (let index = from; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === ">") {
      return index;
    }
  }
  // An unclosed quote: fall back to the first ">" at all, as browsers' error recovery would.
  return text.indexOf(">", from);
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const [, name = "", double, single, bare] = match;
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? "");
  }
  return attributes;
}

function openTag(inside: string): MarkupToken {
  const name = NAME.exec(inside)?.[0] ?? "";
  const classPart = CLASSES.exec(inside.slice(name.length))?.[0] ?? "";
  const rest = inside.slice(name.length + classPart.length).replace(/\/\s*$/, "");
  return {
    kind: "open",
    name: name.toLowerCase(),
    classes: classPart.split(".").filter(Boolean),
    annotation: rest.trim(),
    attributes: attributesOf(rest),
  };
}

/**
 * Splits cue markup (SRT's HTML-like tags, WebVTT cue text, SAMI paragraphs) into tokens, with
 * the error recovery of a forgiving reader: a `<` that starts no tag is text, a tag never closed
 * by `>` is text, comments, processing instructions and WebVTT timestamp tags (`<00:01.000>`)
 * vanish. It only splits; what a tag may become is the sanitiser's decision.
 */
export function tokenizeMarkup(text: string): MarkupToken[] {
  const tokens: MarkupToken[] = [];
  let plain = "";
  let index = 0;
  const flush = () => {
    if (plain) tokens.push({ kind: "text", text: plain });
    plain = "";
  };
  while (index < text.length) {
    const open = text.indexOf("<", index);
    if (open === -1) {
      plain += text.slice(index);
      break;
    }
    plain += text.slice(index, open);
    const next = text[open + 1] ?? "";
    if (text.startsWith("<!--", open)) {
      const close = text.indexOf("-->", open + 4);
      index = close === -1 ? text.length : close + 3;
      continue;
    }
    const isTag = /[A-Za-z/!?\d]/.test(next);
    const end = isTag ? tagEnd(text, open + 1) : -1;
    // A digit starts only a WebVTT timestamp tag; "5<10 and 20>3" is text.
    const isText = end === -1 || (/\d/.test(next) && !TIMESTAMP.test(text.slice(open + 1, end)));
    if (isText) {
      plain += "<";
      index = open + 1;
      continue;
    }
    const inside = text.slice(open + 1, end);
    index = end + 1;
    if (next === "/") {
      const name = NAME.exec(inside.slice(1).trimStart())?.[0];
      if (name) {
        flush();
        tokens.push({ kind: "close", name: name.toLowerCase() });
      }
    } else if (/[A-Za-z]/.test(next)) {
      flush();
      tokens.push(openTag(inside));
    }
    // "<!…>", "<?…>" and "<00:00:01.000>" leave nothing behind.
  }
  flush();
  return tokens;
}
