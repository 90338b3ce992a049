import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../shared/i18n";
import { useNavigate } from "../../../shared/router";
import { buttonClass } from "../../../shared/ui/button-styles";
import { Dialog } from "../../../shared/ui/Dialog";
import { useSettingsServices, type AccountRuntime } from "../settings-services";
import { dangerButtonClass } from "../ui/danger-button";
import { ConfirmButtons } from "../ui/ConfirmButtons";
import { FormStatus, type FormStatusValue } from "../ui/FormStatus";
import { Panel } from "../../../shared/ui/Panel";
import { TextField } from "../../../shared/ui/TextField";

/** Log out: the server forgets this session, this browser the account and its library. */
export function LogOutPanel({ runtime }: { runtime: AccountRuntime }) {
  const { t } = useTranslation();
  const { account: services } = useSettingsServices();
  const [working, setWorking] = useState(false);
  return (
    <Panel title={t("settings.account.logOut.heading")} text={t("settings.account.logOut.text")}>
      <div>
        <button
          type="button"
          className={buttonClass("secondary")}
          disabled={working}
          onClick={() => {
            setWorking(true);
            // Never fails: a server that does not answer only misses the session's end.
            void runtime.logout(services);
          }}
        >
          {working ? t("settings.account.logOut.working") : t("settings.account.logOut.button")}
        </button>
      </div>
    </Panel>
  );
}

function DeleteAccountDialog({
  runtime,
  onClose,
}: {
  runtime: AccountRuntime;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { account: services } = useSettingsServices();
  const navigate = useNavigate();
  const word = t("settings.account.delete.word");
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [working, setWorking] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (typed.trim().toLocaleLowerCase() !== word.toLocaleLowerCase()) {
      setError(t("settings.account.delete.mismatch", { word }));
      return;
    }
    setError(null);
    setStatus(null);
    setWorking(true);
    try {
      await runtime.deleteAccount(services);
      void navigate("/");
    } catch (failure) {
      console.error("[settings] the account was not deleted", failure);
      setStatus({ tone: "error", text: t("settings.account.delete.failed") });
      setWorking(false);
    }
  }

  return (
    <Dialog title={t("settings.account.delete.confirmTitle")} onClose={onClose}>
      {(close) => (
        <form onSubmit={(event) => void confirm(event)} noValidate className="flex flex-col gap-4">
          <p className="text-sm leading-relaxed text-ink-muted">
            {t("settings.account.delete.confirmText")}
          </p>
          <TextField
            label={t("settings.account.delete.typeLabel", { word })}
            value={typed}
            onChange={setTyped}
            error={error}
            verbatim
          />
          <FormStatus status={status} />
          <ConfirmButtons
            label={t(`settings.account.delete.${working ? "working" : "confirm"}`)}
            onCancel={close}
            busy={working}
            danger
          />
        </form>
      )}
    </Dialog>
  );
}

/** Delete the account for good (a real `DELETE /users/{id}`), after typing a word. */
export function DeleteAccountPanel({ runtime }: { runtime: AccountRuntime }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Panel
      title={t("settings.account.delete.heading")}
      text={t("settings.account.delete.text")}
      tone="danger"
    >
      <div>
        <button type="button" className={dangerButtonClass} onClick={() => setOpen(true)}>
          {t("settings.account.delete.open")}
        </button>
      </div>
      {open ? <DeleteAccountDialog runtime={runtime} onClose={() => setOpen(false)} /> : null}
    </Panel>
  );
}
