import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../shared/i18n";
import type { FormStatusValue } from "../ui/FormStatus";
import { TextField } from "../../../shared/ui/TextField";

/** An account server's address, typed as the browser's URL keyboards and checkers expect. */
export function ServerAddressField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <TextField {...props} placeholder={t("settings.server.placeholder")} type="url" verbatim />
  );
}

/** The state of a form around a server address: the text, its error, the outcome, a busy flag. */
export function useAddressForm(initial = "") {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [busy, setBusy] = useState(false);
  /** Starts a submit; false (the field says why) when no address was typed. */
  function begin(event: FormEvent): boolean {
    event.preventDefault();
    setStatus(null);
    const typed = value.trim() !== "";
    setError(typed ? null : t("settings.server.errors.empty"));
    return typed;
  }
  return { value, setValue, error, setError, status, setStatus, busy, setBusy, begin };
}
