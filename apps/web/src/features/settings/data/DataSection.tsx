import {
  createDataExport,
  isEmptyPlan,
  planImport,
  type ImportedData,
  type ImportPlan,
  type LocalData,
} from "@matinee/domain";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { editLibrary, getLibrary } from "../../library";
import { useFormat, useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import { useSettingsServices } from "../settings-services";
import { FormStatus, type FormStatusValue } from "../ui/FormStatus";
import { Panel } from "../../../shared/ui/Panel";
import { downloadJson, exportFileName } from "./download";
import { readImportFile } from "./import-file";
import { ImportPreviewDialog } from "./ImportPreviewDialog";
import { readSettingsStores, writeSettingsStores } from "./settings-stores";

/** Keeps the outcome of an import across the reload that applies its settings (this tab only). */
const IMPORTED_KEY = "matinee::settings-imported";

const localData = (): LocalData => ({ ...getLibrary(), settings: readSettingsStores() });

/** How many entries an import adds or changes. */
function changedCount(plan: ImportPlan): number {
  const { bookmarks, progress, settings } = plan.counts;
  return [bookmarks, progress, settings].reduce((sum, kind) => sum + kind.new + kind.updated, 0);
}

/** How many entries the import before the reload changed; null when there was none. */
function readImportedNote(): number | null {
  try {
    const note = sessionStorage.getItem(IMPORTED_KEY);
    return note === null ? null : Number(note);
  } catch {
    return null;
  }
}

/**
 * Export and import (issue 15): everything this browser keeps as one versioned JSON file, and
 * such a file (or the predecessor's data) read, checked whole, previewed with its counts, and
 * merged by the sync's rules. Imported settings stores apply on a reload.
 */
export function DataSection({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { hasAccount } = useSettingsServices();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<FormStatusValue>(() => {
    const count = readImportedNote();
    return count === null ? null : { tone: "done", text: t("settings.data.imported", { count }) };
  });
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<{ data: ImportedData; plan: ImportPlan } | null>(null);

  // Said once: the note goes once shown.
  useEffect(() => {
    try {
      sessionStorage.removeItem(IMPORTED_KEY);
    } catch {
      // Nothing to remove.
    }
  }, []);

  function exportData() {
    const now = new Date();
    const fileName = exportFileName(now);
    downloadJson(fileName, createDataExport(localData(), now.getTime()));
    setStatus({ tone: "done", text: t("settings.data.exported", { file: fileName }) });
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again (after fixing it, say).
    input.value = "";
    if (!file) return;
    setStatus(null);
    setReading(true);
    const read = await readImportFile(file, t, format, Date.now());
    setReading(false);
    if (!read.ok) {
      setStatus({ tone: "error", text: read.message });
      return;
    }
    const plan = planImport(localData(), read.data);
    if (isEmptyPlan(plan)) {
      setStatus({ tone: "done", text: t("settings.data.nothingNew") });
      return;
    }
    setPreview({ data: read.data, plan });
  }

  function apply(data: ImportedData) {
    // Planned again on what is here now: the library may have changed while the preview showed.
    const plan = planImport(localData(), data);
    editLibrary({ bookmarks: plan.bookmarks, progress: plan.progress });
    const count = changedCount(plan);
    if (writeSettingsStores(plan.settings) > 0) {
      // Stores already loaded would write their old state back: the page starts again.
      try {
        sessionStorage.setItem(IMPORTED_KEY, String(count));
      } catch {
        // The message is lost; the import is not.
      }
      setStatus({ tone: "done", text: t("settings.data.importedReload") });
      reload();
      return;
    }
    setStatus({ tone: "done", text: t("settings.data.imported", { count }) });
  }

  return (
    <Panel title={t("settings.data.heading")} text={t("settings.data.text")}>
      <div className="flex flex-wrap items-start gap-3">
        <button type="button" className={buttonClass("primary")} onClick={exportData}>
          {t("settings.data.export")}
        </button>
        <button
          type="button"
          className={buttonClass("secondary")}
          aria-describedby={`${inputId}-hint`}
          disabled={reading}
          onClick={() => fileInput.current?.click()}
        >
          {reading ? t("settings.data.reading") : t("settings.data.import")}
        </button>
        {/* The browser's file picker, opened by the button above. */}
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="import-file"
          onChange={(event) => void chooseFile(event)}
        />
      </div>
      <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
        {t("settings.data.importHint")}
      </p>
      <FormStatus status={status} />
      {preview ? (
        <ImportPreviewDialog
          data={preview.data}
          plan={preview.plan}
          synced={hasAccount()}
          onApply={() => apply(preview.data)}
          onClose={() => setPreview(null)}
        />
      ) : null}
    </Panel>
  );
}
