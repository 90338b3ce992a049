import { readFileSync } from "node:fs";
import { normaliseText } from "../formats/reader";

const url = (name: string) => new URL(name, import.meta.url);

/** A fixture's bytes (for the encoding tests and the full parse path). */
export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(url(name)));
}

/** A UTF-8 fixture as a format reader receives it (no BOM, "\n" line ends). */
export function fixtureText(name: string): string {
  return normaliseText(readFileSync(url(name), "utf8"));
}
