import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import { Dialog } from "../../../shared/ui/Dialog";
import { useSettingsServices, type AccountRuntime } from "../settings-services";
import { FormStatus } from "../ui/FormStatus";
import { Panel } from "../../../shared/ui/Panel";
import { ConfirmButtons } from "../ui/ConfirmButtons";
import { ServerAddressField, useAddressForm } from "./ServerAddressField";

/** A change of server waiting for the viewer's yes: it logs the account out first. */
interface PendingSwitch {
  /** The new server, or null for the site's default. */
  url: string | null;
  name: string | null;
}

/**
 * The viewer's own account server (PROTOCOLS §2.1), kept only once its `GET /meta` shows an
 * account server there; "use the default server" forgets it. With an account, a change logs
 * it out first (the account lives on the old server), after a confirmation.
 */
export function ServerSetting({
  runtime,
  loggedIn,
}: {
  runtime: AccountRuntime;
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  const { account: services } = useSettingsServices();
  const configured = services.backendUrl;
  const own = runtime.useAccountStore((state) => state.backendUrl);
  const inUse = own ?? configured;
  const form = useAddressForm(own ?? "");
  const { value, setValue, error, setError, status, setStatus, busy: checking } = form;
  const [pending, setPending] = useState<PendingSwitch | null>(null);

  function apply({ url, name }: PendingSwitch) {
    runtime.setBackendUrl(url, configured);
    setValue(url ?? "");
    setStatus({
      tone: "done",
      text:
        url === null
          ? t("settings.server.resetDone")
          : t("settings.server.saved", { name: name ?? url, url }),
    });
  }

  function choose(next: PendingSwitch) {
    if (loggedIn) setPending(next);
    else apply(next);
  }

  async function check(event: FormEvent) {
    if (!form.begin(event)) return;
    form.setBusy(true);
    const checked = await runtime.checkBackendUrl(value, { fetch: services.fetch });
    form.setBusy(false);
    if (!checked.ok) {
      const url = checked.url ?? value.trim();
      setError(t(`settings.server.errors.${checked.problem}`, { url }));
      return;
    }
    if (checked.url === runtime.normalizeBackendUrl(inUse ?? "")) {
      setStatus({ tone: "done", text: t("settings.server.unchanged") });
      return;
    }
    choose({ url: checked.url, name: checked.meta.name });
  }

  const inUseText =
    inUse === null
      ? t("settings.server.none")
      : own === null
        ? t("settings.server.default", { url: inUse })
        : t("settings.server.current", { url: inUse });

  return (
    <Panel title={t("settings.server.heading")} text={t("settings.server.text")}>
      <p className="text-sm font-medium break-words text-ink">{inUseText}</p>
      <form onSubmit={(event) => void check(event)} noValidate className="flex flex-col gap-4">
        <ServerAddressField
          label={t("settings.server.label")}
          value={value}
          onChange={setValue}
          error={error}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass("primary")} disabled={checking}>
            {checking ? t("settings.server.checking") : t("settings.server.save")}
          </button>
          {own !== null && configured !== null ? (
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => {
                setError(null);
                choose({ url: null, name: null });
              }}
            >
              {t("settings.server.reset")}
            </button>
          ) : null}
        </div>
        <FormStatus status={status} />
      </form>
      {pending ? (
        <Dialog title={t("settings.server.switchTitle")} onClose={() => setPending(null)}>
          {(close) => (
            <>
              <p className="text-sm leading-relaxed break-words text-ink-muted">
                {t("settings.server.switchText", { url: inUse ?? "" })}
              </p>
              <ConfirmButtons
                label={t("settings.server.switchConfirm")}
                onCancel={close}
                onConfirm={() => {
                  const next = pending;
                  close();
                  void runtime.logout(services).then(() => apply(next));
                }}
              />
            </>
          )}
        </Dialog>
      ) : null}
    </Panel>
  );
}
