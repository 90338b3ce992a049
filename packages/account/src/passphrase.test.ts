import { describe, expect, it } from "vitest";
import protocol from "./__fixtures__/protocol-vectors.json";
import { checkPassphrase, generatePassphrase, normalizePassphrase } from "./passphrase";

const valid = protocol.vectors[0]?.mnemonic ?? "";

describe("generatePassphrase", () => {
  it("makes 12 lowercase words, single spaces, that pass the check", () => {
    const passphrase = generatePassphrase();
    expect(passphrase.split(" ")).toHaveLength(12);
    expect(passphrase).toMatch(/^[a-z]+( [a-z]+){11}$/);
    expect(checkPassphrase(passphrase)).toEqual({ ok: true, passphrase });
  });

  it("never repeats itself", () => {
    expect(generatePassphrase()).not.toBe(generatePassphrase());
  });
});

describe("checkPassphrase", () => {
  it("accepts a valid passphrase as is", () => {
    expect(checkPassphrase(valid)).toEqual({ ok: true, passphrase: valid });
  });

  it("accepts capitals and extra spaces, giving the form keys are derived from", () => {
    expect(checkPassphrase(`  ${valid.toUpperCase().replace(/ /g, "  ")}\n`)).toEqual({
      ok: true,
      passphrase: valid,
    });
  });

  it.each([
    ["nothing", ""],
    ["eleven words", valid.split(" ").slice(0, 11).join(" ")],
    ["thirteen words", `${valid} about`],
  ])("refuses %s for its word count", (_label, text) => {
    expect(checkPassphrase(text)).toEqual({ ok: false, problem: "wordCount" });
  });

  it("refuses a word outside the English list", () => {
    expect(checkPassphrase(valid.replace("about", "aboot"))).toEqual({
      ok: false,
      problem: "unknownWord",
    });
  });

  it("refuses listed words whose checksum does not add up", () => {
    expect(checkPassphrase(valid.replace("about", "abandon"))).toEqual({
      ok: false,
      problem: "checksum",
    });
  });
});

describe("normalizePassphrase", () => {
  it("lowercases and joins words with single spaces", () => {
    expect(normalizePassphrase(" Legal\tWINNER  thank ")).toBe("legal winner thank");
  });
});
