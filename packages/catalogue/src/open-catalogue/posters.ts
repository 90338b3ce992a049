/**
 * Generated posters: one consistent style for every title, 2:3 (viewBox 0 0 500 750). The colours
 * and the motif come from a hash of the title, so a title always gets the same poster. No
 * external fonts or images: system font stacks with a generic fallback.
 */

export type PosterKind = "movie" | "tv";

export interface PosterInput {
  kind: PosterKind;
  title: string;
  /** "1922", or "1941–1943" for a series that ran several years. */
  years: string;
}

/** Curated gradient pairs (dark enough for light text) with an accent for the motif. */
const PALETTES: ReadonlyArray<readonly [from: string, to: string, accent: string]> = [
  ["#1f2a44", "#4b6cb7", "#f4d58d"],
  ["#3a1c71", "#b9506b", "#ffc49b"],
  ["#0b3c49", "#2f7f76", "#e9d8a6"],
  ["#42275a", "#734b6d", "#f0c987"],
  ["#2c3e50", "#a8492b", "#f6e7c1"],
  ["#141e30", "#2e4a6b", "#8fd3fe"],
  ["#4a342e", "#2c6e49", "#f2e6b1"],
  ["#4b1248", "#a83232", "#ffd6a5"],
  ["#1d2b64", "#6a4c93", "#f8cdda"],
  ["#232526", "#52595d", "#e8c468"],
];

const FALLBACK_PALETTE = ["#232526", "#52595d", "#e8c468"] as const;

const TITLE_FONT = "Georgia, 'Times New Roman', Times, serif";
const LABEL_FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const TEXT_WIDTH = 420;
const TITLE_BOTTOM = 600;
const TITLE_TOP = 130;

/** FNV-1a, 32 bits: small, fast and stable across platforms. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Text made safe inside XML elements and double- or single-quoted attributes. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Greedy word wrap; null when a single word is longer than a line. */
function wrap(words: readonly string[], maxChars: number): string[] | null {
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if ([...word].length > maxChars) return null;
    const candidate = line ? `${line} ${word}` : word;
    if ([...candidate].length <= maxChars) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest type size at which the title fits the title area, and its lines. */
export function layoutTitle(title: string): { fontSize: number; lines: string[] } {
  const words = title.split(/\s+/).filter((word) => word.length > 0);
  for (const fontSize of [76, 68, 60, 54, 48, 42, 36, 32]) {
    const maxChars = Math.floor(TEXT_WIDTH / (fontSize * 0.55));
    const maxLines = Math.floor((TITLE_BOTTOM - TITLE_TOP) / (fontSize * 1.1));
    const lines = wrap(words, maxChars);
    if (lines && lines.length <= maxLines) return { fontSize, lines };
  }
  // Still too long: cut words to the line and keep as many lines as fit, ending with an ellipsis.
  const fontSize = 28;
  const maxChars = Math.floor(TEXT_WIDTH / (fontSize * 0.55));
  const maxLines = Math.floor((TITLE_BOTTOM - TITLE_TOP) / (fontSize * 1.1));
  const cut = words.map((word) => [...word].slice(0, maxChars).join(""));
  const lines = wrap(cut, maxChars) ?? [];
  if (lines.length <= maxLines) return { fontSize, lines };
  const kept = lines.slice(0, maxLines);
  const last = [...(kept[maxLines - 1] ?? "")].slice(0, maxChars - 1).join("");
  kept[maxLines - 1] = `${last}…`;
  return { fontSize, lines: kept };
}

function motif(hash: number, accent: string): string {
  const variant = (hash >>> 8) % 3;
  const shift = (hash >>> 12) % 120;
  const common = `fill="none" stroke="${accent}" stroke-opacity="0.16"`;
  if (variant === 0) {
    return [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${330 + shift - i * 40}" cy="${150 + i * 30}" r="${180 - i * 45}" ${common} stroke-width="2"/>`,
      )
      .join("");
  }
  if (variant === 1) {
    return Array.from({ length: 9 }, (_, i) => {
      const x = -200 + shift + i * 60;
      return `<line x1="${x}" y1="0" x2="${x + 420}" y2="420" ${common} stroke-width="14"/>`;
    }).join("");
  }
  return Array.from(
    { length: 6 },
    (_, i) => `<circle cx="500" cy="${shift}" r="${90 + i * 55}" ${common} stroke-width="3"/>`,
  ).join("");
}

/** An SVG poster for a title, as text. */
export function renderPoster(input: PosterInput): string {
  const hash = hashText(input.title);
  const [from, to, accent] = PALETTES[hash % PALETTES.length] ?? FALLBACK_PALETTE;
  const { fontSize, lines } = layoutTitle(input.title);
  const lineHeight = Math.round(fontSize * 1.1);
  const firstBaseline = TITLE_BOTTOM - (lines.length - 1) * lineHeight;
  const tspans = lines
    .map(
      (line, i) => `<tspan x="40" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  const label = input.kind === "movie" ? "MOVIE" : "SERIES";
  // Unique per title, so posters inlined into one document do not share a gradient.
  const gradientId = `poster-bg-${hash.toString(36)}`;
  const name = escapeXml(input.title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 750" width="500" height="750" role="img" aria-label="${name} (${escapeXml(input.years)})">`,
    `<title>${name}</title>`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="500" height="750" fill="url(#${gradientId})"/>`,
    `<g>${motif(hash, accent)}</g>`,
    `<rect x="40" y="52" width="36" height="3" fill="${accent}"/>`,
    `<text x="40" y="84" font-family="${LABEL_FONT}" font-size="18" font-weight="700" letter-spacing="4" fill="${accent}">${label}</text>`,
    `<text font-family="${TITLE_FONT}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${tspans}</text>`,
    `<text x="40" y="${TITLE_BOTTOM + 48}" font-family="${LABEL_FONT}" font-size="24" letter-spacing="2" fill="#ffffff" fill-opacity="0.85">${escapeXml(input.years)}</text>`,
    `<line x1="40" y1="698" x2="460" y2="698" stroke="#ffffff" stroke-opacity="0.25"/>`,
    `<text x="40" y="722" font-family="${LABEL_FONT}" font-size="13" letter-spacing="1" fill="#ffffff" fill-opacity="0.6">Matinee offline catalogue</text>`,
    `</svg>`,
  ].join("");
}
