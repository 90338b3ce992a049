import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../shared/i18n";
import { setProxyUrls, useProxyUrlsStore } from "../../../shared/lib/proxy-urls-store";
import { buttonClass } from "../../../shared/ui/button-styles";
import { TextField } from "../../../shared/ui/TextField";
import { SYNC_LIMITS } from "@matinee/contracts";
import { useSettingsServices } from "../settings-services";
import { FormStatus, type FormStatusValue } from "../ui/FormStatus";
import { Panel } from "../../../shared/ui/Panel";
import {
  checkProxyUrl,
  testProxyWorker,
  type ProxyTestResult,
} from "../../../shared/lib/proxy-workers";

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

type TestState = "testing" | ProxyTestResult;

/**
 * The viewer's proxy workers (SPEC §2, §5): add (checked), test (the worker's hello, with the
 * time it took or what went wrong), remove. Kept in this browser, where scraping reads them,
 * and with an account queued as `proxyUrls` for the account's other devices.
 */
export function ProxyWorkersPanel({
  fetch = globalThis.fetch,
}: {
  /** How a test reaches a worker (tests hand in a fake). */
  fetch?: typeof globalThis.fetch;
}) {
  const { t } = useTranslation();
  const { hasAccount, loadAccount } = useSettingsServices();
  const urls = useProxyUrlsStore((state) => state.urls);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [tests, setTests] = useState<Record<string, TestState>>({});

  function save(next: string[]) {
    setProxyUrls(next);
    if (!hasAccount()) return;
    loadAccount()
      .then((account) => account.enqueueSettings({ proxyUrls: next }))
      .catch((reason: unknown) =>
        console.error("[settings] the proxy list was not synced", reason),
      );
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const checked = checkProxyUrl(draft, urls);
    if (!checked.ok) {
      setError(
        t(`settings.connections.proxy.errors.${checked.problem}`, {
          count: SYNC_LIMITS.proxyUrls,
        }),
      );
      return;
    }
    setError(null);
    setDraft("");
    save([...urls, checked.url]);
    setStatus({ tone: "done", text: t("settings.connections.proxy.added", { url: checked.url }) });
  }

  function remove(url: string) {
    save(urls.filter((entry) => entry !== url));
    setTests(({ [url]: _removed, ...rest }) => rest);
    setStatus({ tone: "done", text: t("settings.connections.proxy.removed", { url }) });
  }

  async function test(url: string) {
    setTests((current) => ({ ...current, [url]: "testing" }));
    const result = await testProxyWorker(url, { fetch });
    setTests((current) => (url in current ? { ...current, [url]: result } : current));
  }

  function describe(state: TestState | undefined) {
    if (state === undefined) return null;
    if (state === "testing") {
      return <span className="text-ink-muted">{t("settings.connections.proxy.testing")}</span>;
    }
    if (state.ok) {
      return (
        <span className="font-medium text-accent">
          {t("settings.connections.proxy.ok", { ms: state.latencyMs })}
        </span>
      );
    }
    return (
      <span className="font-medium text-danger">
        {t(`settings.connections.proxy.failures.${state.problem}`)}
      </span>
    );
  }

  return (
    <Panel
      title={t("settings.connections.proxy.title")}
      text={t("settings.connections.proxy.text")}
    >
      {urls.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("settings.connections.proxy.none")}</p>
      ) : (
        <ul aria-label={t("settings.connections.proxy.listLabel")} className="flex flex-col gap-2">
          {urls.map((url) => (
            <li
              key={url}
              className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-line sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span dir="ltr" className="self-start break-all font-mono text-sm text-ink">
                  {url}
                </span>
                <span role="status" className="text-sm">
                  {describe(tests[url])}
                </span>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  onClick={() => void test(url)}
                  disabled={tests[url] === "testing"}
                  aria-label={t("settings.connections.proxy.testLabel", { url })}
                  className={`${buttonClass("secondary")} ${focusRing}`}
                >
                  {t("settings.connections.proxy.test")}
                </button>
                <button
                  type="button"
                  onClick={() => remove(url)}
                  aria-label={t("settings.connections.proxy.removeLabel", { url })}
                  className={`${buttonClass("secondary")} ${focusRing}`}
                >
                  {t("settings.connections.proxy.remove")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label={t("settings.connections.proxy.field")}
            hint={t("settings.connections.proxy.hint")}
            placeholder="https://proxy.example.org"
            type="url"
            value={draft}
            error={error}
            onChange={(value) => {
              setDraft(value);
              setError(null);
            }}
          />
        </div>
        <button type="submit" className={`${buttonClass("primary")} ${focusRing} sm:mt-7`}>
          {t("settings.connections.proxy.add")}
        </button>
      </form>
      {/* The messages name a worker's address, which may be longer than a phone is wide. */}
      <div className="flex flex-col wrap-anywhere">
        <FormStatus status={status} />
      </div>
    </Panel>
  );
}
