import { parseProxyList, type ProxyEntry } from "@matinee/providers";
import { useMemo, useState } from "react";
import { useTranslation } from "../../shared/i18n";
import { activeProxyUrls } from "../../shared/lib/proxy-urls-store";
import { buttonClass } from "../../shared/ui/button-styles";
import { Panel } from "../../shared/ui/Panel";
import { Address } from "./FactList";
import { testWorker, type WorkerResult } from "./worker-test";

type RowState = "waiting" | "testing" | WorkerResult;

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/**
 * Tests every proxy worker and scraper server of the list this browser searches with (the
 * configured one, or the viewer's own workers beside the configured scraper servers).
 */
export function WorkerTest({ fetch }: { fetch?: typeof globalThis.fetch }) {
  const { t } = useTranslation();
  const entries = useMemo<ProxyEntry[]>(() => parseProxyList(activeProxyUrls()), []);
  const [rows, setRows] = useState<RowState[]>(() => entries.map(() => "waiting"));
  const running = rows.includes("testing");
  const done = rows.every((row) => typeof row === "object");
  const passed = rows.filter((row) => typeof row === "object" && row.ok).length;

  async function run() {
    setRows(entries.map(() => "testing"));
    await Promise.all(
      entries.map(async (entry, index) => {
        const result = await testWorker(entry, { fetch });
        setRows((current) => current.map((row, at) => (at === index ? result : row)));
      }),
    );
  }

  function describe(row: RowState) {
    if (row === "waiting")
      return <span className="text-ink-muted">{t("admin.workers.waiting")}</span>;
    if (row === "testing")
      return <span className="text-ink-muted">{t("admin.workers.testing")}</span>;
    if (row.ok) {
      return (
        <span className="font-medium text-accent">
          {t("admin.workers.ok", { ms: row.latencyMs })}
        </span>
      );
    }
    return (
      <span className="font-medium text-danger">{t(`admin.workers.errors.${row.problem}`)}</span>
    );
  }

  return (
    <Panel level={2} title={t("admin.workers.title")} text={t("admin.workers.text")}>
      {entries.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("admin.workers.none")}</p>
      ) : (
        <>
          <button
            type="button"
            onClick={() => void run()}
            disabled={running}
            className={`${buttonClass("secondary")} ${focusRing} self-start`}
          >
            {running ? t("admin.workers.running") : t("admin.workers.run")}
          </button>
          <ul aria-label={t("admin.workers.listLabel")} className="flex flex-col gap-2">
            {entries.map((entry, index) => (
              <li
                key={`${entry.type}:${entry.url}`}
                className="flex flex-col gap-1 rounded-lg p-3 ring-1 ring-line"
              >
                <span className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
                  {t(`admin.workers.kind.${entry.type}`)}
                </span>
                <span className="text-sm text-ink">
                  <Address>{entry.url}</Address>
                </span>
                <span className="text-sm">{describe(rows[index] ?? "waiting")}</span>
              </li>
            ))}
          </ul>
          <p role="status" className="text-sm font-medium text-ink empty:hidden">
            {done ? t("admin.workers.summary", { passed, total: entries.length }) : ""}
          </p>
        </>
      )}
    </Panel>
  );
}
