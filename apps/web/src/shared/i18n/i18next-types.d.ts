import "i18next";
import type { EnglishStrings } from "./i18n";

// Typed keys: `t("home.search.labl")` is a compile error, not a blank label.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: EnglishStrings };
  }
}
