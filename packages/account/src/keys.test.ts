import { describe, expect, it } from "vitest";
import protocol from "./__fixtures__/protocol-vectors.json";
import { deriveSeed, publicKeyOf, signChallenge } from "./keys";
import { decodeSeed, encodeSeed } from "./stored-seed";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

describe.each(protocol.vectors)("PROTOCOLS §3.2 vector $name", (vector) => {
  const seed = deriveSeed(vector.mnemonic);

  it("derives the 32-byte seed with PBKDF2-SHA256, 2048 rounds", () => {
    expect(hex(seed)).toBe(vector.seedHex);
  });

  it("stores the seed as padded standard base64 and reads it back", () => {
    expect(encodeSeed(seed)).toBe(vector.seedBase64);
    expect(hex(decodeSeed(vector.seedBase64))).toBe(vector.seedHex);
  });

  it("sends the Ed25519 public key as unpadded base64url", () => {
    expect(publicKeyOf(seed)).toBe(vector.publicKey);
  });

  it("signs the challenge code's UTF-8 bytes, deterministically", () => {
    expect(signChallenge(protocol.challenge, seed)).toBe(vector.signature);
  });
});

describe("decodeSeed", () => {
  it.each(["", "c2hvcnQ=", "not base64 at all!"])("refuses %j", (stored) => {
    expect(() => decodeSeed(stored)).toThrow();
  });
});
