import { FALLBACK_LANGUAGE, type Strings } from "./translator";

/** What registration needs of a translator. */
interface StringsStore {
  addStrings(language: string, strings: Strings): void;
}

const registered: Strings[] = [];
const translators = new Set<StringsStore>();

function add(translator: StringsStore, strings: Strings) {
  translator.addStrings(FALLBACK_LANGUAGE, strings);
}

/**
 * Adds an area's English strings to every translator, present and future. A lazily loaded
 * feature calls this when its code loads, before it renders, so its strings travel in its own
 * chunk instead of the first-visit bundle. The keys stay typed: EnglishStrings (i18n.ts)
 * declares the lazily registered files too.
 */
export function registerStrings(strings: Strings): void {
  if (registered.includes(strings)) return;
  registered.push(strings);
  for (const translator of translators) add(translator, strings);
}

/** Gives a translator every registered area now, and each area registered later. */
export function receiveRegisteredStrings(translator: StringsStore): void {
  translators.add(translator);
  for (const strings of registered) add(translator, strings);
}
