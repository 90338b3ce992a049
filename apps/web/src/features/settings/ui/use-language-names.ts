import { useMemo } from "react";

/**
 * A language code's name in the interface's language ("Arabic", "الإنجليزية"), where Intl has
 * it; undefined where it has not.
 */
export function useLanguageNames(interfaceLanguage: string): (code: string) => string | undefined {
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([interfaceLanguage], { type: "language", fallback: "none" });
    } catch {
      names = undefined;
    }
    return (code: string) => names?.of(code);
  }, [interfaceLanguage]);
}
