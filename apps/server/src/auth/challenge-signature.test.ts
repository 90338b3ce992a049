import { describe, expect, it } from "vitest";
import { isValidChallengeSignature } from "./challenge-signature";

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
