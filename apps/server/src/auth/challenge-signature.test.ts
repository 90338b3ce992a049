import { describe, expect, it } from "vitest";
import { ed25519 } from "@noble/curves/ed25519.js";
import { isUsablePublicKey, isValidChallengeSignature } from "./challenge-signature";

// PROTOCOLS.md §3.2: keys and signatures the movie-web front end derives from two mnemonics.
const challenge = "0b5f3bde-7f5c-4f5e-9a3a-1c2d3e4f5a6b";
const vectorA = {
  publicKey: "VBC9WUuOt4TDveyl_aHQBYPW-yA-DmSu92lo6mCVsbk",
  signature:
    "iqc4kR1-HyhqQTwjhNPzYBX4jtnHFmBod2xxI_QMFuZIhpJaPEx0-Kpg61hHMkZKK7wEMUI76Eh6Bm9cFfABAw",
};
const vectorB = {
  publicKey: "6VlA2WSDvn0I8b6fCh9VaEo-aCQevEjm08C2OZZMrK0",
  signature:
    "RspjIMu-H7HOb_jObkAipSbmtFUXKUhNNOvDJHxf58KdmDesUI71sntwv8vuomaEQ-QFRK0FvAzm6haLoTW-Bg",
};

describe("isValidChallengeSignature", () => {
  it.each([
    ["A", vectorA],
    ["B", vectorB],
  ])("accepts test vector %s", (_name, vector) => {
    expect(isValidChallengeSignature(challenge, vector.publicKey, vector.signature)).toBe(true);
  });

  it("accepts the same key written in standard base64 with padding", () => {
    const standard = Buffer.from(vectorA.publicKey, "base64url").toString("base64");
    expect(isValidChallengeSignature(challenge, standard, vectorA.signature)).toBe(true);
  });

  it("refuses one key's signature under the other key", () => {
    expect(isValidChallengeSignature(challenge, vectorB.publicKey, vectorA.signature)).toBe(false);
  });

  it("refuses a signature of another challenge", () => {
    const other = "1b5f3bde-7f5c-4f5e-9a3a-1c2d3e4f5a6b";
    expect(isValidChallengeSignature(other, vectorA.publicKey, vectorA.signature)).toBe(false);
  });

  it("refuses a signature with one bit flipped", () => {
    const bytes = Buffer.from(vectorA.signature, "base64url");
    bytes[10] = (bytes[10] ?? 0) ^ 1;
    const flipped = bytes.toString("base64url");
    expect(isValidChallengeSignature(challenge, vectorA.publicKey, flipped)).toBe(false);
  });

  it.each([
    ["an empty key", "", vectorA.signature],
    ["a short key", "VBC9WUuO", vectorA.signature],
    ["an empty signature", vectorA.publicKey, ""],
    ["text that is not base64", "!!!", "???"],
  ])("refuses %s without throwing", (_name, key, signature) => {
    expect(isValidChallengeSignature(challenge, key, signature)).toBe(false);
  });
});

/** 32 bytes from hex, as base64url. */
const fromHex = (hex: string) => Buffer.from(hex, "hex").toString("base64url");
/** A point of the 8-torsion: the identity, its non-canonical twin (y = p + 1), order 2, order 4. */
const SMALL_ORDER_KEYS = {
  identity: fromHex(`01${"00".repeat(31)}`),
  "identity, non-canonical": fromHex(`ee${"ff".repeat(30)}7f`),
  "order 2": fromHex(`ec${"ff".repeat(30)}7f`),
  "order 4": fromHex(`${"00".repeat(31)}80`),
};
/** R = the identity, S = 0: verifies for every message under any small-order key (cofactored). */
const FORGED = fromHex(`01${"00".repeat(63)}`);

describe("weak keys and signatures", () => {
  it.each(Object.entries(SMALL_ORDER_KEYS))(
    "refuses the small-order key %s with a signature nobody had to sign",
    (_name, key) => {
      expect(isValidChallengeSignature(challenge, key, FORGED)).toBe(false);
      expect(isUsablePublicKey(Buffer.from(key, "base64url"))).toBe(false);
    },
  );

  it("refuses a key with a small-order component", () => {
    const key = ed25519.Point.fromBytes(Buffer.from(vectorA.publicKey, "base64url"));
    const order2 = ed25519.Point.fromBytes(Buffer.from(SMALL_ORDER_KEYS["order 2"], "base64url"));
    expect(isUsablePublicKey(key.add(order2).toBytes())).toBe(false);
    expect(isUsablePublicKey(key.toBytes())).toBe(true);
  });

  it("refuses a signature whose S is not reduced (S + L)", () => {
    const bytes = Buffer.from(vectorA.signature, "base64url");
    const s = BigInt(`0x${Buffer.from(bytes.subarray(32)).reverse().toString("hex")}`);
    const unreduced = Buffer.from(
      (s + ed25519.Point.Fn.ORDER).toString(16).padStart(64, "0"),
      "hex",
    );
    const forged = Buffer.concat([bytes.subarray(0, 32), unreduced.reverse()]).toString(
      "base64url",
    );
    expect(isValidChallengeSignature(challenge, vectorA.publicKey, forged)).toBe(false);
  });
});
