import * as z from "zod/mini";

/**
 * A NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its partner (jsonb
 * refuses its `\ud800` escape; a text column would silently store U+FFFD instead).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored and read back unchanged (see {@link UNSTORABLE}). */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * A client's string the server may store: at most `max` characters (UTF-16 units), none of them a
 * NUL or an unpaired surrogate. Every string field of a request is one of these, so no input can
 * grow without bound or reach the database in a form it refuses (a 500).
 */
export function text(max: number, min = 0) {
  return z
    .string()
    .check(
      ...(min > 0
        ? [z.minLength(min, min === 1 ? "must not be empty" : `at least ${min} characters`)]
        : []),
      z.maxLength(max, `must be at most ${max} characters`),
      z.refine(isStorableText, "must not contain NUL characters or unpaired surrogates"),
    );
}

/**
 * Length limits of the account API's strings (characters). The movie-web backend had none (its
 * varchar(255) columns overflowed into a 500); these are far above what its clients send.
 */
export const TEXT_LIMITS = {
  /** TMDB ids of titles, seasons and episodes (digits in practice). */
  id: 100,
  title: 500,
  /** A poster path or URL. */
  poster: 2048,
  /** Bookmark `meta.type`, metric `type` ("movie" / "show" in practice). */
  kind: 50,
  /** The client's encrypted device name (movie-web's own limit). */
  device: 500,
  namespace: 255,
  /** Each of a profile's colorA, colorB and icon. */
  profileField: 100,
  /** An Ed25519 public key, base64url (43 characters; padding and the standard alphabet too). */
  publicKey: 100,
  challengeCode: 64,
  /** An Ed25519 signature, base64url (86 characters). */
  signature: 200,
  captchaToken: 8192,
  /** Theme, language and subtitle language settings (the reference's varchar(255)). */
  setting: 255,
  proxyUrl: 2048,
  /** A metric report's provider, embed and tool ids. */
  metricId: 100,
  errorMessage: 5_000,
  fullError: 20_000,
} as const;
