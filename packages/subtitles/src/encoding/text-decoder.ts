/** Windows-1252's characters for bytes 0x80-0x9F (undefined bytes stay as their C1 code). */
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/**
 * TextDecoder for a WHATWG encoding name. Node 20's "windows-1252" (and its aliases
 * "iso-8859-1", "latin1") decodes bytes 0x80-0x9F as C1 controls like ISO-8859-1 proper;
 * browsers follow the standard. Those characters are mapped here, so the server reading
 * sidecar files and the browser read the same text.
 */
export function decodeText(bytes: Uint8Array, encoding: string): string {
  const decoder = new TextDecoder(encoding);
  const text = decoder.decode(bytes);
  if (decoder.encoding !== "windows-1252") return text;
  return text.replace(
    /[\u0080-\u009f]/g,
    (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] ?? char,
  );
}
