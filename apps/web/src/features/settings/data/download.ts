import { saveFile } from "../../../shared/lib/save-file";

/** Has the browser save `value` as a JSON file named `fileName` (nothing leaves the device). */
export function downloadJson(fileName: string, value: unknown): void {
  saveFile(fileName, new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }));
}

/** `matinee-export-2025-01-31.json`, dated in the viewer's own time zone. */
export function exportFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `matinee-export-${day}.json`;
}
