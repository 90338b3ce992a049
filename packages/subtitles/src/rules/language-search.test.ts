import { describe, expect, it } from "vitest";
import { foldForSearch, matchScore, searchByLanguageName } from "./language-search";

const captions = [
  { id: "en", names: ["English", "English"] },
  { id: "es", names: ["Spanish", "Español"] },
  { id: "pt", names: ["Portuguese", "Português"] },
  { id: "pt-BR", names: ["Brazilian Portuguese", "Português (Brasil)"] },
  { id: "de", names: ["German", "Deutsch"] },
  { id: "fi", names: ["Finnish", "Suomi"] },
  { id: "fr", names: ["French", "Français"] },
  { id: "ru", names: ["Russian", "Русский"] },
];
const search = (query: string) =>
  searchByLanguageName(captions, query, (caption) => caption.names).map((c) => c.id);

describe("searchByLanguageName", () => {
  it("keeps everything for an empty query", () => {
    expect(search("  ")).toEqual(captions.map((caption) => caption.id));
  });

  it("finds by the start of a name", () => {
    expect(search("germ")).toEqual(["de"]);
    expect(search("Fin")).toEqual(["fi"]);
  });

  it("finds by the native name too", () => {
    expect(search("deutsch")).toEqual(["de"]);
    expect(search("suomi")).toEqual(["fi"]);
    expect(search("русс")).toEqual(["ru"]);
  });

  it("ignores case and accents", () => {
    expect(search("ESPANOL")).toEqual(["es"]);
    expect(search("francais")).toEqual(["fr"]);
  });

  it("ranks a name's start over a later word's start", () => {
    expect(search("portu")).toEqual(["pt", "pt-BR"]);
    expect(search("braz")).toEqual(["pt-BR"]);
  });

  it("forgives a typo in longer queries", () => {
    expect(search("portugese")).toEqual(["pt", "pt-BR"]);
    expect(search("germna")).toEqual(["de"]);
    expect(search("spainsh")).toEqual(["es"]);
  });

  it("finds nothing for a query no name resembles", () => {
    expect(search("klingon")).toEqual([]);
    expect(search("xq")).toEqual([]);
  });
});

describe("matchScore", () => {
  it("orders exact, prefix, word start, inside, typo and letters in order", () => {
    const scores = [
      matchScore("german", "german"),
      matchScore("germ", "german"),
      matchScore("port", "brazilian portuguese"),
      matchScore("rman", "german"),
      matchScore("germna", "german"),
      matchScore("grm", "german"),
    ];
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores.every((score) => score > 0)).toBe(true);
  });

  it("allows no typo in a query under four letters", () => {
    expect(matchScore("gre", "german")).toBe(0);
  });
});

describe("foldForSearch", () => {
  it("removes accents and case", () => {
    expect(foldForSearch(" Português ")).toBe("portugues");
    expect(foldForSearch("Ελληνικά")).toBe("ελληνικα");
  });
});
