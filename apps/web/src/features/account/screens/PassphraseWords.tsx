import { useEffect, useState } from "react";
import { useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";

/** How long "Copied" stays on the button. */
export const COPIED_FOR_MS = 2_000;

type CopyState = "idle" | "copied" | "failed";

/** The passphrase as a numbered grid of words, with a button that copies it whole. */
export function PassphraseWords({ passphrase }: { passphrase: string }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>("idle");

  useEffect(() => {
    if (copy !== "copied") return;
    const timer = setTimeout(() => setCopy("idle"), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(passphrase);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <ol
        aria-label={t("account.register.passphrase.listLabel")}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3"
      >
        {passphrase.split(" ").map((word, index) => (
          <li
            key={index}
            className="flex min-w-0 items-baseline gap-2 rounded-lg bg-surface px-3 py-2 ring-1 ring-line"
          >
            <span aria-hidden="true" className="text-xs text-ink-faint tabular-nums">
              {index + 1}
            </span>
            <span className="font-mono text-ink">{word}</span>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={() => void handleCopy()}
        >
          {copy === "copied"
            ? t("account.register.passphrase.copied")
            : t("account.register.passphrase.copy")}
        </button>
        {/* Announces the copy; the button's own text already shows "Copied". */}
        <p role="status" className={copy === "failed" ? "text-sm text-danger" : "sr-only"}>
          {copy === "copied" ? t("account.register.passphrase.copied") : null}
          {copy === "failed" ? t("account.register.passphrase.copyFailed") : null}
        </p>
      </div>
    </div>
  );
}
