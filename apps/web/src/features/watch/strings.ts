import player from "../../shared/i18n/locales/en/player.json";
import watch from "../../shared/i18n/locales/en/watch.json";
import { registerStrings } from "../../shared/i18n/lazy-strings";

// The player's English strings load with its code (the media page's chunk), not with the first
// visit.
registerStrings(watch);
registerStrings(player);
