import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
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
