import { ed25519 } from "@noble/curves/ed25519.js";

/**
 * Whether 32 bytes are a public key someone can hold the private key of: a canonical encoding
 * (RFC 8032: y below the field prime, no "negative zero" x) of a point in the prime-order
 * subgroup. A small-order key (the identity, or a point of order 2, 4 or 8) is refused: with it
 * a "signature" any stranger can write verifies for every message, so an account could be
 * registered and logged into without a private key. A key with a small-order component is
 * refused too (one private key must not stand behind several keys).
 */
export function isUsablePublicKey(key: Uint8Array): boolean {
  try {
    const point = ed25519.Point.fromBytes(key, false);
    return !point.isSmallOrder() && point.isTorsionFree();
  } catch {
    return false;
  }
}

/**
 * Whether `signature` is the Ed25519 signature of the challenge code (its UTF-8 bytes) by the
 * key `publicKey`. Both are base64url as movie-web clients send them; Node's decoder also takes
 * standard base64 and padding, as the reference's did. The check is RFC 8032's strict one
 * (`zip215: false`: canonical R and S, S below the group order) on a usable key (see
 * {@link isUsablePublicKey}). Anything malformed is simply "no".
 */
export function isValidChallengeSignature(
  code: string,
  publicKey: string,
  signature: string,
): boolean {
  try {
    const key = Buffer.from(publicKey, "base64url");
    const sig = Buffer.from(signature, "base64url");
    if (key.length !== 32 || sig.length !== 64 || !isUsablePublicKey(key)) return false;
    return ed25519.verify(sig, new TextEncoder().encode(code), key, { zip215: false });
  } catch {
    return false;
  }
}
