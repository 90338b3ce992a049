import { describe, expect, it } from "vitest";
import { decodeText } from "./text-decoder";

describe("decodeText", () => {
  it("reads Windows-1252's 0x80-0x9F range as the standard says", () => {
    const bytes = new Uint8Array([0x80, 0x84, 0x85, 0x93, 0x94, 0x96, 0x97, 0x9a, 0x9f, 0xe4]);
    expect(decodeText(bytes, "windows-1252")).toBe("€„…“”–—šŸä");
  });

  it("does the same for the ISO-8859-1 label, which the standard reads as Windows-1252", () => {
    expect(decodeText(new Uint8Array([0x80, 0xe9]), "iso-8859-1")).toBe("€é");
  });

  it("keeps the five undefined Windows-1252 bytes as their control characters", () => {
    expect(decodeText(new Uint8Array([0x81, 0x8d, 0x8f, 0x90, 0x9d]), "windows-1252")).toBe(
      "\u0081\u008d\u008f\u0090\u009d",
    );
  });

  it("leaves other encodings to the platform", () => {
    expect(decodeText(new Uint8Array([0xa4, 0xe4]), "iso-8859-15")).toBe("€ä");
    expect(decodeText(new Uint8Array([0x9a, 0xe8]), "windows-1250")).toBe("šč");
  });
});
