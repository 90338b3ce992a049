import { parseDataImport, type ImportedData, type ImportProblem } from "@matinee/domain";
import type { Formatters, TFunction } from "../../../shared/i18n";

/** The largest file read (an export of thousands of titles is a few megabytes). */
export const MAX_IMPORT_MEGABYTES = 20;
const MEGABYTE = 1024 * 1024;

export type ImportFileRead = { ok: true; data: ImportedData } | { ok: false; message: string };

/** The message that says what is wrong with a file. */
export function importProblemMessage(t: TFunction, problem: ImportProblem): string {
  switch (problem.kind) {
    case "notJson":
    case "unknownFormat":
    case "nothingToImport":
      return t(`settings.data.errors.${problem.kind}`);
    case "newerVersion":
      return t("settings.data.errors.newerVersion", { version: problem.version });
    case "invalid":
      return t("settings.data.errors.invalid", {
        path: problem.path,
        expected: t(`settings.data.expected.${problem.expected}`),
      });
  }
}

/** Megabytes as the language writes them ("20.5 MB", "20,5 Mo"). */
function megabytes(format: Pick<Formatters, "number">, value: number): string {
  return format.number(value, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });
}

/** Reads and checks a chosen file; nothing is stored. */
export async function readImportFile(
  file: Pick<File, "size" | "text">,
  t: TFunction,
  format: Pick<Formatters, "number">,
  now: number,
): Promise<ImportFileRead> {
  if (file.size > MAX_IMPORT_MEGABYTES * MEGABYTE) {
    return {
      ok: false,
      message: t("settings.data.errors.tooLarge", {
        size: megabytes(format, file.size / MEGABYTE),
        max: megabytes(format, MAX_IMPORT_MEGABYTES),
      }),
    };
  }
  let content: string;
  try {
    content = await file.text();
  } catch {
    return { ok: false, message: t("settings.data.errors.unreadable") };
  }
  const parse = parseDataImport(content, now);
  return parse.ok ? parse : { ok: false, message: importProblemMessage(t, parse.problem) };
}
