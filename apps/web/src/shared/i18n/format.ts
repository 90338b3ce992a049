// Numbers, dates, times and durations in the interface language, all through Intl: digits,
// separators, units and word order come from the language's own data, never from our strings.
// Formatters are costly to make and cheap to use, so each is made once per language and options.

const formatters = new Map<string, unknown>();

function cached<T>(kind: string, language: string, options: object, make: () => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Numbers as the language writes them. Grouping starts at five digits (`min2`), so a count of
 * 12,000 is grouped while a year (2024) or an episode number never is.
 */
export function formatNumber(
  language: string,
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  const full: Intl.NumberFormatOptions = { useGrouping: "min2", ...options };
  return cached("number", language, full, () => new Intl.NumberFormat(language, full)).format(
    value,
  );
}

/** A share (0-1) as a whole percentage: "42%", "42 %", "٪42" as the language has it. */
export function formatPercent(language: string, share: number): string {
  return formatNumber(language, share, { style: "percent", maximumFractionDigits: 0 });
}

/** A date (or a time, by `options`); a medium-length date by default. */
export function formatDate(
  language: string,
  date: Date | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  return cached("date", language, options, () => new Intl.DateTimeFormat(language, options)).format(
    date,
  );
}

const RELATIVE_UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** How long ago or how far ahead `date` is from `now`, in its largest whole unit ("yesterday"). */
export function formatRelativeTime(
  language: string,
  date: Date | number,
  now: Date | number = Date.now(),
): string {
  const seconds = (Number(date) - Number(now)) / 1000;
  const [unit, size] = RELATIVE_UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? [
    "second",
    1,
  ];
  const options: Intl.RelativeTimeFormatOptions = { numeric: "auto" };
  return cached(
    "relative",
    language,
    options,
    () => new Intl.RelativeTimeFormat(language, options),
  ).format(Math.round(seconds / size), unit);
}

/** A span of time in parts; absent parts are zero. */
export interface DurationParts {
  hours?: number;
  minutes?: number;
  seconds?: number;
}

export type DurationStyle = "long" | "short" | "narrow";

/** Intl.DurationFormat, where the browser has it (not yet in every one nor in Node 20). */
interface DurationFormatter {
  format(duration: DurationParts): string;
}
type DurationFormatConstructor = new (
  language: string,
  options: { style: DurationStyle },
) => DurationFormatter;

const UNITS = [
  ["hours", "hour"],
  ["minutes", "minute"],
  ["seconds", "second"],
] as const;

/**
 * A duration such as a runtime: "1 hr, 35 min" (short), "1 hour, 35 minutes" (long). Uses
 * Intl.DurationFormat where the browser has it; elsewhere each part is a number with its unit
 * (Intl.NumberFormat) and the parts are joined as the language lists units (Intl.ListFormat).
 */
export function formatDuration(
  language: string,
  parts: DurationParts,
  style: DurationStyle = "short",
  // Null: the fallback, even where the browser has Intl.DurationFormat (tests).
  durationFormat: DurationFormatConstructor | null | undefined = (
    Intl as { DurationFormat?: DurationFormatConstructor }
  ).DurationFormat,
): string {
  const present = UNITS.filter(([part]) => (parts[part] ?? 0) !== 0);
  // Nothing at all reads as zero of the smallest unit asked for ("0 min").
  const shown: DurationParts = present.length > 0 ? parts : { minutes: 0 };
  if (durationFormat) {
    const options = { style };
    return cached(
      "duration",
      language,
      options,
      () => new durationFormat(language, options),
    ).format(shown);
  }
  const pieces = (present.length > 0 ? present : [UNITS[1]]).map(([part, unit]) =>
    formatNumber(language, shown[part] ?? 0, { style: "unit", unit, unitDisplay: style }),
  );
  const listOptions: Intl.ListFormatOptions = { type: "unit", style };
  return cached(
    "list",
    language,
    listOptions,
    () => new Intl.ListFormat(language, listOptions),
  ).format(pieces);
}
