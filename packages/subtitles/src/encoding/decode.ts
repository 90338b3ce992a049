import { guessLegacyEncoding } from "./legacy-guess";
import { decodeText } from "./text-decoder";

/** Text decoded from a file's bytes, with the encoding it was read as (WHATWG name). */
export interface DecodedText {
  text: string;
  encoding: string;
}

export interface DecodeOptions {
  /** The caption's language, which steers the guess between legacy encodings. */
  language?: string | null;
}

const BOMS: ReadonlyArray<[readonly number[], string]> = [
  [[0xef, 0xbb, 0xbf], "utf-8"],
  [[0xff, 0xfe], "utf-16le"],
  [[0xfe, 0xff], "utf-16be"],
];

/**
 * UTF-16 written without a byte-order mark: ASCII-heavy text then has a zero in every other
 * byte. Looks at the first 4 KiB.
 */
function bomlessUtf16(bytes: Uint8Array): string | null {
  const sample = bytes.subarray(0, 4096);
  if (sample.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  sample.forEach((byte, index) => {
    if (byte === 0) {
      if (index % 2 === 0) evenZeros++;
      else oddZeros++;
    }
  });
  const half = sample.length / 2;
  if (oddZeros > half * 0.3 && evenZeros < half * 0.05) return "utf-16le";
  if (evenZeros > half * 0.3 && oddZeros < half * 0.05) return "utf-16be";
  return null;
}

function decodeAs(bytes: Uint8Array, encoding: string): DecodedText {
  return { text: decodeText(bytes, encoding), encoding };
}

/**
 * A subtitle file's bytes as text: a byte-order mark decides (UTF-8, UTF-16 LE/BE, mark
 * removed); else UTF-16 without a mark, else UTF-8 if the bytes are valid UTF-8; else the
 * likeliest legacy single-byte encoding (Western, Central European, Turkish, Cyrillic, Greek),
 * steered by the caption's language. Uses only TextDecoder, in browsers and Node alike.
 */
export function decodeSubtitleBytes(bytes: Uint8Array, options: DecodeOptions = {}): DecodedText {
  for (const [mark, encoding] of BOMS) {
    if (mark.every((byte, index) => bytes[index] === byte)) {
      return decodeAs(bytes.subarray(mark.length), encoding);
    }
  }
  const utf16 = bomlessUtf16(bytes);
  if (utf16) return decodeAs(bytes, utf16);
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return decodeAs(bytes, guessLegacyEncoding(bytes, options.language));
  }
}
