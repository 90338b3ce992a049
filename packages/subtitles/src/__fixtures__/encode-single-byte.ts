import { decodeText } from "../encoding/text-decoder";

/**
 * Test helper: `text` encoded in a single-byte encoding, built by inverting the platform's own
 * decoder over all 256 bytes. Throws on a character the encoding lacks.
 */
export function encodeSingleByte(text: string, encoding: string): Uint8Array {
  const table = new Map<string, number>();
  for (let byte = 255; byte >= 0; byte--) {
    table.set(decodeText(new Uint8Array([byte]), encoding), byte);
  }
  return new Uint8Array(
    [...text].map((char) => {
      const byte = table.get(char);
      if (byte === undefined) throw new Error(`${encoding} has no ${char}`);
      return byte;
    }),
  );
}
