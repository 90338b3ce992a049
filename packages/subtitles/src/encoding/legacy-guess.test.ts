import { describe, expect, it } from "vitest";
import { encodeSingleByte } from "../__fixtures__/encode-single-byte";
import { guessLegacyEncoding, scoreDecoding } from "./legacy-guess";
import { LEGACY_PROFILES, type LegacyProfile } from "./legacy-profiles";

const profile = (encoding: string) =>
  LEGACY_PROFILES.find((entry) => entry.encoding === encoding) as LegacyProfile;

/** One line per language, in the encoding its old subtitle files usually have. */
const SAMPLES: ReadonlyArray<[language: string, encoding: string, text: string]> = [
  ["fi", "windows-1252", "En tiedä, mitä haluat. Voimme puhua huomenna aamulla. Tämä on hyvä."],
  ["de", "windows-1252", "Ich weiß nicht, was du möchtest. Wir können morgen früh reden."],
  ["fr", "windows-1252", "Où est la bibliothèque ? Ça m'étonnerait, c'est très peu probable."],
  ["es", "windows-1252", "¿Dónde está el niño? ¡Qué pequeño es el año! Mañana será otro día."],
  ["pt", "windows-1252", "Não sei o que você está fazendo. Ação, coração, português."],
  ["sv", "windows-1252", "Jag är här. Vad gör du på söndag? Älgen åt äpplen."],
  ["it", "windows-1252", "Perché non è così? Più tardi andrò là, città e università."],
  ["cs", "windows-1250", "Dobrý den, jak se máte? Děkuji, mám se dobře. Řekněte mi to."],
  ["pl", "windows-1250", "Dzień dobry, proszę pana. Zażółć gęślą jaźń."],
  ["sk", "windows-1250", "Ďakujem veľmi pekne. Ľúbim ťa. Čo robíš?"],
  ["hr", "windows-1250", "Dobar dan, kako ste? Čaša vode, žena, đak, ćevapi."],
  ["ro", "windows-1250", "Bună ziua, ce mai faceţi? Mulţumesc, sunt bine. Şi tu?"],
  ["tr", "windows-1254", "Teşekkür ederim. Çok güzel bir gün. Işık, ılık, iğne."],
  ["ru", "windows-1251", "Я не знаю, что ты хочешь. Давай поговорим завтра утром."],
  ["ru", "koi8-r", "Я не знаю, что ты хочешь. Давай поговорим завтра утром."],
  ["uk", "windows-1251", "Доброго ранку! Як справи? Їжак і ґудзик, є щось."],
  ["bg", "windows-1251", "Здравей! Как си? Благодаря, добре съм."],
  ["el", "windows-1253", "Γεια σου! Πώς είσαι; Ευχαριστώ, είμαι καλά."],
];

describe("guessLegacyEncoding", () => {
  it.each(SAMPLES)("finds %s text in %s without a hint", (_language, encoding, text) => {
    expect(guessLegacyEncoding(encodeSingleByte(text, encoding))).toBe(encoding);
  });

  it.each(SAMPLES)("finds %s text in %s with its language as hint", (language, encoding, text) => {
    expect(guessLegacyEncoding(encodeSingleByte(text, encoding), language)).toBe(encoding);
  });

  it("needs the hint for Hungarian, whose ő and ű read as plausible õ and û in Windows-1252", () => {
    const bytes = encodeSingleByte("Árvíztűrő tükörfúrógép. Köszönöm szépen.", "windows-1250");
    expect(guessLegacyEncoding(bytes)).toBe("windows-1252");
    expect(guessLegacyEncoding(bytes, "hu")).toBe("windows-1250");
  });

  it("says Windows-1252 when nothing tells the encodings apart", () => {
    expect(guessLegacyEncoding(new Uint8Array([0x61, 0xe9]))).toBe("windows-1252");
  });

  it("prefers ISO-8859-15 when 0xA4 is used as a euro sign", () => {
    expect(guessLegacyEncoding(encodeSingleByte("Hinta 5 € ja 10 €, päivää.", "iso-8859-15"))).toBe(
      "iso-8859-15",
    );
  });
});

describe("scoreDecoding", () => {
  const western = profile("windows-1252");
  const cyrillic = profile("windows-1251");

  it("rewards the profile's letters, lower case more than upper", () => {
    expect(scoreDecoding("ä", western)).toBe(2);
    expect(scoreDecoding("Ä", western)).toBe(1);
    expect(scoreDecoding("ł", western)).toBe(-1);
  });

  it("penalises control characters and stray symbols, not common punctuation", () => {
    expect(scoreDecoding("\u0085", western)).toBe(-10);
    expect(scoreDecoding("\ufffd", western)).toBe(-10);
    expect(scoreDecoding("³", western)).toBe(-2);
    expect(scoreDecoding("“–…€", western)).toBe(0);
  });

  it("penalises upper case inside a lower-case word, as a KOI8-R/1251 mix-up gives", () => {
    expect(scoreDecoding("пРИВЕТ", cyrillic)).toBeLessThan(scoreDecoding("Привет", cyrillic));
  });

  it("penalises three accented Latin letters in a row, as Greek or Cyrillic read as Latin gives", () => {
    expect(scoreDecoding("Ïðèâåò", western)).toBeLessThan(0);
  });

  it("penalises Cyrillic letters glued to ASCII letters", () => {
    expect(scoreDecoding("Mдdchen", cyrillic)).toBeLessThan(scoreDecoding("Mädchen", western));
  });
});
