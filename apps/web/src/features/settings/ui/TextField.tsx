import { useId, type InputHTMLAttributes } from "react";

const inputClass =
  "w-full min-w-0 rounded-lg bg-raised px-3 py-2.5 text-base text-ink ring-1 ring-line ring-inset " +
  "outline-none placeholder:text-ink-faint hover:ring-ink-faint focus-visible:ring-2 " +
  "focus-visible:ring-accent aria-invalid:ring-danger disabled:opacity-50";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id">;

/** A labelled one-line input, its hint and its error tied to it for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  ...input
}: InputProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** What is wrong with the value, shown under it. */
  error?: string | null;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        type="text"
        autoComplete="off"
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
      />
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
