import { useId, type Ref } from "react";

const fieldClass =
  "w-full rounded-lg bg-surface px-3 py-2.5 text-base text-ink ring-1 ring-line outline-none " +
  "ring-inset placeholder:text-ink-faint hover:ring-ink-faint focus-visible:ring-2 " +
  "focus-visible:ring-accent aria-invalid:ring-danger disabled:opacity-50";

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message of what is wrong with the value, shown under it (and read with it). */
  error?: string | null;
  hint?: string;
  placeholder?: string;
  /** Several lines (a passphrase), else one. */
  multiline?: boolean;
  autoComplete?: string;
  /** Words to keep out of spell checking, capitalisation and autocorrection (a passphrase). */
  verbatim?: boolean;
  maxLength?: number;
  /** One line only: "url" brings the browser's address keyboard and checks. */
  type?: "text" | "url";
  disabled?: boolean;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled text input with its hint and its error, tied to it for screen readers (the account
 * screens, the settings).
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
  multiline = false,
  autoComplete = "off",
  verbatim = false,
  maxLength,
  type = "text",
  disabled,
  ref,
}: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  const shared = {
    id,
    ref,
    value,
    placeholder,
    autoComplete,
    maxLength,
    disabled,
    className: multiline ? `${fieldClass} resize-y` : fieldClass,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    ...(verbatim ? { spellCheck: false, autoCapitalize: "none", autoCorrect: "off" } : {}),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
