// @matinee/subtitles: subtitle files → a safe cue model, and the pure subtitle rules. No React,
// no DOM: the player's renderer builds elements from the cue trees.
export * from "./types";
export * from "./errors";
export { parseSubtitles, type ParseOptions } from "./parse";
export {
  detectSubtitleFormat,
  formatFromFileName,
  SUBTITLE_FILE_EXTENSIONS,
} from "./formats/detect";
export { DEFAULT_FPS } from "./formats/reader";
export { decodeSubtitleBytes, type DecodedText, type DecodeOptions } from "./encoding/decode";
export { sanitiseMarkup } from "./markup/sanitise";
export { applyCasing, type CasingOptions } from "./markup/casing";
export { cueToHtml, escapeHtml, styleCss } from "./markup/serialise";
export { plainText, hasVisibleText } from "./markup/tree";
export { toSrt, cueToSrtText } from "./export/srt";
export { toWebVtt } from "./export/webvtt";
export { shiftCues } from "./export/shift";
export * from "./rules/settings";
export * from "./rules/caption-style";
export * from "./rules/delay";
export * from "./rules/active-cues";
export * from "./rules/selection";
export * from "./rules/language-order";
export { searchByLanguageName, foldForSearch, type NamesOf } from "./rules/language-search";
