import { generateMnemonic, validateMnemonic } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english.js";

/** Word counts BIP39 allows; Matinee generates 12, and accepts any a movie-web client could. */
const WORD_COUNTS = [12, 15, 18, 21, 24];

/** Why a passphrase was refused; every reason shows the same message (SPEC §5). */
export type PassphraseProblem = "wordCount" | "unknownWord" | "checksum";

export type PassphraseCheck =
  { ok: true; passphrase: string } | { ok: false; problem: PassphraseProblem };

/** A new 12-word passphrase: 128 bits of entropy, English BIP39 words, single spaces. */
export function generatePassphrase(): string {
  return generateMnemonic(wordlist, 128);
}

/**
 * The passphrase as the key derivation needs it: lowercase words separated by single spaces.
 * Keys are derived from this exact text (PROTOCOLS §3.1), and generated passphrases are
 * already in this form, so a typed one with capitals or extra spaces still finds its account.
 */
export function normalizePassphrase(text: string): string {
  return text.trim().toLowerCase().split(/\s+/).join(" ");
}

/** Checks word count, that every word is in the English list, and the BIP39 checksum. */
export function checkPassphrase(text: string): PassphraseCheck {
  const passphrase = normalizePassphrase(text);
  const words = passphrase === "" ? [] : passphrase.split(" ");
  if (!WORD_COUNTS.includes(words.length)) return { ok: false, problem: "wordCount" };
  if (!words.every((word) => wordlist.includes(word))) return { ok: false, problem: "unknownWord" };
  if (!validateMnemonic(passphrase, wordlist)) return { ok: false, problem: "checksum" };
  return { ok: true, passphrase };
}
