// The line patterns that identify each format. They live apart from the readers so detection
// (always loaded) does not pull in the readers that load lazily.

/** WebVTT's signature line: "WEBVTT", alone or followed by a space or tab and anything. */
export const VTT_HEADER = /^WEBVTT(?:[ \t].*)?$/;

/** "00:00:01,000 --> 00:00:02,000" (dots, short arrows and SRT coordinates after it allowed). */
export const SRT_TIMING =
  /^\s*(\d{1,3}:\d{1,2}:\d{2}(?:[.,:]\d{1,3})?)\s*-{1,2}>\s*(\d{1,3}:\d{1,2}:\d{2}(?:[.,:]\d{1,3})?)/;

/** "0:00:01.000,0:00:02.000" (YouTube SBV) or "00:00:01.00,00:00:02.00" (SubViewer 2). */
export const SUBVIEWER_TIMING =
  /^\s*(\d{1,2}:\d{2}:\d{2}[.,]\d{1,3})\s*,\s*(\d{1,2}:\d{2}:\d{2}[.,]\d{1,3})\s*$/;

/** MicroDVD's "{start frame}{end frame}text". */
export const MICRODVD_LINE = /^\s*\{(\d+)\}\{(\d*)\}(.*)$/;
