import { ed25519 } from "@noble/curves/ed25519.js";
import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { toBase64Url, utf8 } from "./encoding";
import { SEED_BYTES } from "./stored-seed";

/** PROTOCOLS §3.1: PBKDF2-HMAC-SHA256, salt "mnemonic", 2048 rounds, 32 bytes. */
export const SEED_ITERATIONS = 2048;

/**
 * The account seed of a passphrase (already checked and normalised): also the Ed25519 private
 * seed and the AES-256 key of the device name. Not BIP39's own seed (SHA-512, 64 bytes).
 */
export function deriveSeed(passphrase: string): Uint8Array {
  return pbkdf2(sha256, utf8(passphrase), utf8("mnemonic"), {
    c: SEED_ITERATIONS,
    dkLen: SEED_BYTES,
  });
}

/** The Ed25519 public key of the seed, base64url without padding (43 characters). */
export function publicKeyOf(seed: Uint8Array): string {
  return toBase64Url(ed25519.getPublicKey(seed));
}

/** Signs a challenge code (its UTF-8 bytes); base64url without padding (86 characters). */
export function signChallenge(code: string, seed: Uint8Array): string {
  return toBase64Url(ed25519.sign(utf8(code), seed));
}
