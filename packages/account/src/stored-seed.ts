import { fromBase64, toBase64 } from "./encoding";

// Kept apart from the key derivation, so that code which only opens device names (the devices
// list) loads none of the passphrase and signature code.

export const SEED_BYTES = 32;

/** The seed as the account store keeps it: standard base64, padded (44 characters). */
export function encodeSeed(seed: Uint8Array): string {
  return toBase64(seed);
}

/** The stored seed back to its 32 bytes; throws when it is not one. */
export function decodeSeed(stored: string): Uint8Array {
  const seed = fromBase64(stored);
  if (seed.length !== SEED_BYTES) throw new RangeError("an account seed has 32 bytes");
  return seed;
}
