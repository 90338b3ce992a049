import { SUBTITLE_FILE_FORMATS } from "@matinee/contracts";
import { SUBTITLE_FORMATS } from "@matinee/subtitles";
import { describe, expect, it } from "vitest";
import { sidecarsOf } from "./folder-scan";
import { sidecarOf } from "./sidecar-name";

describe("what a sidecar file's name says", () => {
  it.each([
    ["Film (2008)/film.es.srt", { language: "es", format: "srt" }],
    ["film.de.vtt", { language: "de", format: "vtt" }],
    ["film.fr.ass", { language: "fr", format: "ass" }],
    ["film.spa.srt", { language: "es", format: "srt" }],
    ["film.ger.srt", { language: "de", format: "srt" }],
    ["film.PT-br.srt", { language: "pt-BR", format: "srt" }],
    ["film.iw.srt", { language: "he", format: "srt" }],
    ["film.Spanish.srt", { language: "es", format: "srt" }],
    ["Subs/English.srt", { language: "en", format: "srt" }],
    ["film.en.sdh.srt", { language: "en", format: "srt", hearingImpaired: true }],
    ["film.en.cc.srt", { language: "en", format: "srt", hearingImpaired: true }],
    ["film.en.hi.srt", { language: "en", format: "srt", hearingImpaired: true }],
    ["film.hi.srt", { language: "hi", format: "srt" }],
    ["film.pt-BR.forced.ass", { language: "pt-BR", format: "ass", forced: true }],
    ["film.en.default.srt", { language: "en", format: "srt" }],
    ["film.srt", { language: "und", format: "srt" }],
    ["film.xx.srt", { language: "und", format: "srt" }],
    ["Her.srt", { language: "und", format: "srt" }],
    ["film.fi.sub", { language: "fi", format: "microdvd" }],
    ["film.ja.smi", { language: "ja", format: "sami" }],
  ])("%s", (file, expected) => {
    expect(sidecarOf(file)).toEqual({ path: file, ...expected });
  });

  it("is nothing for a file that is not a subtitle", () => {
    expect(sidecarOf("film.mp4")).toBeNull();
    expect(sidecarOf("film.en.txt")).toBeNull();
  });

  it("leaves a VobSub .sub (beside its .idx) out of a folder's sidecars", () => {
    const files = ["f/film.mp4", "f/film.en.sub", "f/film.en.idx", "f/film.es.srt"];
    expect(sidecarsOf(files).map((sidecar) => sidecar.path)).toEqual(["f/film.es.srt"]);
  });
});

describe("the subtitle formats of the API contract", () => {
  it("are the formats @matinee/subtitles reads (contracts cannot import that package)", () => {
    expect([...SUBTITLE_FILE_FORMATS].sort()).toEqual([...SUBTITLE_FORMATS].sort());
  });
});
