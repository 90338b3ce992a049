import strings from "../../shared/i18n/locales/en/onboarding.json";
import { registerStrings } from "../../shared/i18n/lazy-strings";

// This area's English strings load with its code (a lazy chunk), not with the first visit.
registerStrings(strings);
