/**
 * Byte encodings of the account wire format (PROTOCOLS.md §3.1): standard base64 with padding
 * for the stored seed and the device name's parts, base64url without padding for the public key
 * and the signature. `btoa`/`atob` exist in browsers and in Node 20.
 */

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard base64 (padding optional) to bytes; throws on anything else. */
export function fromBase64(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) {
    throw new SyntaxError("not base64");
  }
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
