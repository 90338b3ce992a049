import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "../../../shared/i18n";
import type { AuthErrorKey } from "../device-name-check";
import { FormAlert } from "./FormAlert";
import { StepButtons } from "./StepButtons";
import { TextField } from "../../../shared/ui/TextField";

export interface VerifyFailure {
  error: AuthErrorKey;
  /** Each failed attempt is a new value: the message is focused again. */
  at: number;
}

/**
 * Register step 4: the passphrase typed back. "Passphrase doesn't match" sits under the field;
 * what concerns no field (the server, the captcha, the data) above the buttons. Either way
 * focus moves to the message's place.
 */
export function VerifyStep({
  typed,
  onTyped,
  failure,
  busy,
  hasCaptcha,
  onSubmit,
  onBack,
}: {
  typed: string;
  onTyped: (typed: string) => void;
  failure: VerifyFailure | null;
  busy: boolean;
  hasCaptcha: boolean;
  onSubmit: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const onField = failure?.error === "auth.verify.noMatch";

  useEffect(() => {
    if (onField) field.current?.focus();
  }, [onField, failure]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <TextField
        ref={field}
        multiline
        verbatim
        label={t("account.register.verify.label")}
        value={typed}
        onChange={onTyped}
        error={failure && onField ? t(failure.error) : null}
      />
      {hasCaptcha ? (
        <p className="text-sm text-ink-muted">{t("account.register.verify.captchaNotice")}</p>
      ) : null}
      <FormAlert
        message={failure && !onField ? t(failure.error) : null}
        shownAt={failure?.at ?? 0}
      />
      <StepButtons
        busy={busy}
        next={busy ? t("account.register.verify.working") : t("account.register.verify.submit")}
        back={t("account.register.back")}
        onBack={onBack}
      />
    </form>
  );
}
