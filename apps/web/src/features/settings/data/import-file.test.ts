import { describe, expect, it } from "vitest";
import { createI18n, formatNumber } from "../../../shared/i18n";
import "../strings";
import { MAX_IMPORT_MEGABYTES, readImportFile } from "./import-file";

const MEGABYTE = 1024 * 1024;

describe("readImportFile", () => {
  it("refuses a file over the limit, both sizes written by Intl in the interface language", async () => {
    const file = { size: 21.25 * MEGABYTE, text: () => Promise.resolve("{}") };
    const { t } = createI18n();
    const english = { number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber("en", value, options) };
    await expect(readImportFile(file, t, english, 0)).resolves.toEqual({
      ok: false,
      message: `This file is too large (21.3 MB). An export is at most ${MAX_IMPORT_MEGABYTES} MB.`,
    });
    const german = { number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber("de", value, options) };
    const read = await readImportFile(file, t, german, 0);
    expect(read.ok ? "" : read.message).toContain("(21,3 MB)");
  });
});
