import { ed25519 } from "@noble/curves/ed25519.js";

/**
 * Whether `signature` is the Ed25519 signature of the challenge code (its UTF-8 bytes) by the
 * key `publicKey`. Both are base64url as movie-web clients send them; Node's decoder also takes
 * standard base64 and padding, as the reference's did. Anything malformed is simply "no".
 */
export function isValidChallengeSignature(
  code: string,
  publicKey: string,
  signature: string,
): boolean {
  try {
    const key = Buffer.from(publicKey, "base64url");
    const sig = Buffer.from(signature, "base64url");
    if (key.length !== 32 || sig.length !== 64) return false;
    return ed25519.verify(sig, new TextEncoder().encode(code), key);
  } catch {
    return false;
  }
}
