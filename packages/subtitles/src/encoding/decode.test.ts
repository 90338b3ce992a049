import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../__fixtures__/read-fixture";
import { decodeSubtitleBytes } from "./decode";

const decode = (name: string, language?: string) =>
  decodeSubtitleBytes(fixtureBytes(name), { language });

describe("decodeSubtitleBytes", () => {
  it("reads Finnish in Windows-1252 with the right letters", () => {
    const { text, encoding } = decode("finnish-1252.srt");
    expect(encoding).toBe("windows-1252");
    expect(text).toContain("Hyvää huomenta! Mitä kuuluu?");
    expect(text).toContain("Äiti osti öljyä ja sääksen. Åbo on Turku.");
  });

  it("reads German in Windows-1252, typographic quotes and dashes included", () => {
    const { text, encoding } = decode("german-1252.srt");
    expect(encoding).toBe("windows-1252");
    expect(text).toContain("Grüß Gott! Schöne Grüße aus München.");
    expect(text).toContain("Die Straße ist übermäßig groß, Äpfel und Öl – „so“ …");
  });

  it("reads Turkish in Windows-1254", () => {
    const { text, encoding } = decode("turkish-1254.srt");
    expect(encoding).toBe("windows-1254");
    expect(text).toContain("Günaydın! Nasılsın?");
    expect(text).toContain("şimdi İstanbul'a gidiyoruz. Ağaçlar yeşil.");
  });

  it("reads Russian in Windows-1251", () => {
    const { text, encoding } = decode("russian-1251.srt");
    expect(encoding).toBe("windows-1251");
    expect(text).toContain("Привет! Как дела?");
    expect(text).toContain("Сегодня хорошая погода, мы едем в Москву. Ёлка стоит.");
  });

  it("reads Russian in KOI8-R", () => {
    const { text, encoding } = decode("russian-koi8r.srt");
    expect(encoding).toBe("koi8-r");
    expect(text).toContain("Сегодня хорошая погода, мы едем в Москву. Ёлка стоит.");
  });

  it("reads Polish in Windows-1250", () => {
    const { text, encoding } = decode("polish-1250.srt");
    expect(encoding).toBe("windows-1250");
    expect(text).toContain("Zażółć gęślą jaźń. Łódź i Kraków.");
  });

  it("reads Greek in Windows-1253", () => {
    const { text, encoding } = decode("greek-1253.srt");
    expect(encoding).toBe("windows-1253");
    expect(text).toContain("Καλημέρα! Τι κάνεις;");
  });

  it("reads UTF-16 with a byte-order mark, both byte orders, the mark removed", () => {
    const little = decode("utf16le-bom.srt");
    expect(little.encoding).toBe("utf-16le");
    expect(little.text.startsWith("1\r\n00:00:01,000")).toBe(true);
    expect(little.text).toContain("UTF-16 ääkköset ja 日本語");
    const big = decode("utf16be-bom.vtt");
    expect(big.encoding).toBe("utf-16be");
    expect(big.text.startsWith("WEBVTT")).toBe(true);
    expect(big.text).toContain("Привет, ğüş");
  });

  it("reads UTF-16 without a byte-order mark", () => {
    const bytes = fixtureBytes("utf16le-bom.srt").subarray(2);
    expect(decodeSubtitleBytes(bytes)).toMatchObject({ encoding: "utf-16le" });
    const swapped = bytes.map((_, index) => bytes[index ^ 1] ?? 0);
    expect(decodeSubtitleBytes(swapped).text).toContain("ääkköset");
  });

  it("reads UTF-8 with and without a byte-order mark", () => {
    expect(decode("utf8-bom.srt")).toMatchObject({ encoding: "utf-8" });
    expect(decode("utf8-bom.srt").text.startsWith("1\n")).toBe(true);
    expect(decode("basic.srt")).toMatchObject({ encoding: "utf-8" });
  });

  it("follows the language hint where the bytes fit two encodings", () => {
    // "Přijde večer" in Windows-1250 reads as plausible "Pøijde veèer" in Windows-1252.
    const bytes = new Uint8Array([
      0x50, 0xf8, 0x69, 0x6a, 0x64, 0x65, 0x20, 0x76, 0x65, 0xe8, 0x65, 0x72,
    ]);
    expect(decodeSubtitleBytes(bytes)).toEqual({ encoding: "windows-1252", text: "Pøijde veèer" });
    expect(decodeSubtitleBytes(bytes, { language: "cs" })).toEqual({
      encoding: "windows-1250",
      text: "Přijde večer",
    });
  });

  it("does not let a wrong hint outvote clear evidence", () => {
    expect(decode("russian-1251.srt", "fi").encoding).toBe("windows-1251");
    expect(decode("finnish-1252.srt", "ru").encoding).toBe("windows-1252");
  });
});
