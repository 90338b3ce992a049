import { readFileSync } from "node:fs";
import path from "node:path";
import type { WhitelistStorage } from "../shared/whitelist";
import type { Translate } from "./i18n";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const messages = JSON.parse(
  readFileSync(path.join(publicDir, "_locales/en/messages.json"), "utf8"),
) as Record<string, { message: string }>;

/** The extension's English strings, as `i18n.getMessage` gives them ($HOST$ → first value). */
export const translate: Translate = (key, substitutions = []) => {
  const entry = messages[key];
  if (!entry) throw new Error(`No string ${key}`);
  return entry.message.replace(/\$[A-Z]+\$/g, () => substitutions[0] ?? "");
};

/** Loads one of the extension's HTML pages (without its script and style) into the test document. */
export function loadPage(file: string): Document {
  const html = readFileSync(path.join(publicDir, file), "utf8");
  document.documentElement.innerHTML = html.replace(/<script[^>]*><\/script>|<link[^>]*>/g, "");
  return document;
}

export function memoryStorage(whitelist: string[] = []) {
  const data: Record<string, unknown> = { domainWhitelist: whitelist };
  const storage: WhitelistStorage = {
    get: (key) => Promise.resolve({ [key]: data[key] }),
    set: (items) => {
      Object.assign(data, items);
      return Promise.resolve();
    },
  };
  return { data, storage };
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The visible section ids among `ids`. */
export const visible = (ids: string[]) =>
  ids.filter((id) => document.getElementById(id)?.hidden === false);
