import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../shared/i18n";
import { Link, useNavigate } from "../../../shared/router";
import { accountServices } from "../account-services";
import { login } from "../auth-flows";
import type { AuthErrorKey } from "../device-name-check";
import { hasStoredAccount } from "../stored-account";
import { AlreadyLoggedIn } from "./AlreadyLoggedIn";
import { AuthFrame } from "./AuthFrame";
import { FormAlert } from "./FormAlert";
import { DEVICE_NAME_MAX } from "./ProfileStep";
import { StepButtons } from "./StepButtons";
import { TextField } from "../../../shared/ui/TextField";

type Field = "passphrase" | "deviceName" | null;

/** The field each message of SPEC §5 concerns (null: the form as a whole). */
const FIELD_OF: Partial<Record<AuthErrorKey, Field>> = {
  "auth.login.validationError": "passphrase",
  "auth.login.deviceLengthError": "deviceName",
};

/**
 * `/login` (SPEC §2, PROTOCOLS §2.2): the passphrase and a name for this device. Then the local
 * library is uploaded and the account's restored (auth-flows.ts), and home opens.
 */
export function LoginPage() {
  const [loggedIn] = useState(() => hasStoredAccount());
  return loggedIn ? <AlreadyLoggedIn /> : <LoginForm />;
}

function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [services] = useState(accountServices);
  const [passphrase, setPassphrase] = useState("");
  const [deviceName, setDeviceName] = useState("");
  const [failure, setFailure] = useState<{ error: AuthErrorKey; at: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const passphraseField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const deviceField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const field = failure ? (FIELD_OF[failure.error] ?? null) : null;

  // Each failure (a new object) moves focus to its field again.
  useEffect(() => {
    if (field === "passphrase") passphraseField.current?.focus();
    if (field === "deviceName") deviceField.current?.focus();
  }, [field, failure]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const outcome = await login({ passphrase, deviceName }, services);
    if (outcome.ok) {
      void navigate("/", { replace: true });
      return;
    }
    setBusy(false);
    setFailure({ error: outcome.error, at: Date.now() });
  }

  const errorFor = (name: Field) => (failure && field === name ? t(failure.error) : null);
  return (
    <AuthFrame
      pageTitle={t("account.login.pageTitle")}
      title={t("account.login.pageTitle")}
      lead={t("account.login.text")}
      footer={
        <>
          {t("account.login.noAccount")}{" "}
          <Link to="/register" className="font-semibold text-accent hover:underline">
            {t("account.login.register")}
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        className="flex flex-col gap-5"
      >
        <TextField
          ref={passphraseField}
          multiline
          verbatim
          label={t("account.login.passphrase")}
          hint={t("account.login.passphraseHint")}
          value={passphrase}
          onChange={setPassphrase}
          error={errorFor("passphrase")}
        />
        <TextField
          ref={deviceField}
          label={t("account.login.deviceName")}
          placeholder={t("account.login.devicePlaceholder")}
          value={deviceName}
          onChange={setDeviceName}
          maxLength={DEVICE_NAME_MAX}
          error={errorFor("deviceName")}
        />
        <FormAlert
          message={failure && !field ? t(failure.error) : null}
          shownAt={failure?.at ?? 0}
        />
        <StepButtons
          busy={busy}
          next={busy ? t("account.login.working") : t("account.login.submit")}
        />
      </form>
    </AuthFrame>
  );
}
