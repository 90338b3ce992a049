// The subtitle file code of @matinee/subtitles (format readers, encoding detection, the
// sanitiser, SRT and WebVTT writers): a chunk of its own, loaded the first time a caption is
// loaded, uploaded or saved, so a media page that shows no captions never downloads it. The
// renderer's small rules (cue lookup, casing, look) stay with the page.
export {
  formatFromFileName,
  isSubtitleParseError,
  parseSubtitles,
  toSrt,
  toWebVtt,
} from "@matinee/subtitles";
