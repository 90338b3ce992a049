import strings from "../../shared/i18n/locales/en/settings.json";
import { registerStrings } from "../../shared/i18n/lazy-strings";

// The page's English strings load with its code, not with the first visit. The account's strings
// (account.json: the device placeholder, the profile picker's labels) come with the account's
// runtime, which the account section waits for before it shows them.
registerStrings(strings);
