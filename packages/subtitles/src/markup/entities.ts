/** Latin-1 letters by their HTML names, in code point order from U+00C0 (`×` and `÷` between). */
const LATIN1_NAMES =
  "Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute " +
  "Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml " +
  "Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc " +
  "euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash " +
  "ugrave uacute ucirc uuml yacute thorn yuml";

const NAMED: ReadonlyMap<string, string> = new Map([
  ...LATIN1_NAMES.split(" ").map(
    (name, index) => [name, String.fromCharCode(0xc0 + index)] as const,
  ),
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
  ["nbsp", "\u00a0"],
  ["lrm", "\u200e"],
  ["rlm", "\u200f"],
  ["zwj", "\u200d"],
  ["zwnj", "\u200c"],
  ["shy", "\u00ad"],
  ["ndash", "–"],
  ["mdash", "—"],
  ["hellip", "…"],
  ["lsquo", "‘"],
  ["rsquo", "’"],
  ["ldquo", "“"],
  ["rdquo", "”"],
  ["laquo", "«"],
  ["raquo", "»"],
  ["iexcl", "¡"],
  ["iquest", "¿"],
  ["middot", "·"],
  ["deg", "°"],
  ["copy", "©"],
  ["reg", "®"],
  ["trade", "™"],
  ["euro", "€"],
  ["OElig", "Œ"],
  ["oelig", "œ"],
  ["Scaron", "Š"],
  ["scaron", "š"],
]);

/** Entities that old files (and WebVTT's own examples) write without the closing semicolon. */
const WITHOUT_SEMICOLON = new Set(["amp", "lt", "gt", "nbsp", "quot"]);

const ENTITY = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([A-Za-z][A-Za-z\d]{1,7}))(;?)/g;

function fromCodePoint(code: number): string {
  const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
  return invalid ? "\ufffd" : String.fromCodePoint(code);
}

/**
 * Decodes character references in cue text: numeric ones, and the named ones subtitle files use
 * (markup, quotes, dashes, Latin-1 letters). Unknown names stay as written. The result is plain
 * text: it is never parsed as markup again, so `&lt;script&gt;` ends up as visible text.
 */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(
    ENTITY,
    (whole, decimal?: string, hex?: string, name?: string, semicolon?: string) => {
      if (decimal !== undefined) return fromCodePoint(Number(decimal));
      if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
      const value = name === undefined ? undefined : NAMED.get(name);
      if (value === undefined || (!semicolon && !WITHOUT_SEMICOLON.has(name ?? ""))) return whole;
      return value;
    },
  );
}
