import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import {
  formatDate,
  formatDuration,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  type DurationParts,
  type DurationStyle,
} from "./format";
import type { I18n, TFunction } from "./i18n";

const I18nContext = createContext<I18n | null>(null);

/** Gives the tree below its translator; `useTranslation` reads it. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * The current `t` and the translator (`i18n.language`, `i18n.changeLanguage`). The component
 * re-renders when the language changes; `t` keeps its identity until then.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs an I18nProvider above it");
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.t);
  return { t, i18n };
}

/** The Intl helpers of format.ts, in the interface language. */
export interface Formatters {
  language: string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  percent(share: number): string;
  date(date: Date | number, options?: Intl.DateTimeFormatOptions): string;
  relativeTime(date: Date | number, now?: Date | number): string;
  duration(parts: DurationParts, style?: DurationStyle): string;
}

/** Numbers, dates and durations in the current language; re-renders when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      number: (value, options) => formatNumber(language, value, options),
      percent: (share) => formatPercent(language, share),
      date: (date, options) => formatDate(language, date, options),
      relativeTime: (date, now) => formatRelativeTime(language, date, now),
      duration: (parts, style) => formatDuration(language, parts, style),
    }),
    [language],
  );
}
