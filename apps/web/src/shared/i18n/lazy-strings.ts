import type { i18n } from "i18next";

type Strings = Record<string, unknown>;

const registered: Strings[] = [];
const instances = new Set<i18n>();

function add(instance: i18n, strings: Strings) {
  instance.addResourceBundle("en", "translation", strings, true, false);
}

/**
 * Adds an area's English strings to every i18n instance, present and future. A lazily loaded
 * feature calls this when its code loads, before it renders, so its strings travel in its own
 * chunk instead of the first-visit bundle. The keys stay typed: i18next-types.d.ts declares the
 * lazily registered files too.
 */
export function registerStrings(strings: Strings): void {
  if (registered.includes(strings)) return;
  registered.push(strings);
  for (const instance of instances) add(instance, strings);
}

/** Gives an instance every registered area now, and each area registered later. */
export function receiveRegisteredStrings(instance: i18n): void {
  instances.add(instance);
  for (const strings of registered) add(instance, strings);
}
