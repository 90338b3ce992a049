import strings from "../../shared/i18n/locales/en/account.json";
import { registerStrings } from "../../shared/i18n/lazy-strings";

// The page's English strings (the "settings" part of account.json) load with its code, not with
// the first visit; the account's own chunk registers the same file (once is enough).
registerStrings(strings);
