import { useState } from "react";
import { chooseLanguage, useTranslation } from "../../../shared/i18n";
import { offeredLanguages, searchLanguages, type Language } from "../../../shared/i18n/languages";
import { TextField } from "../../../shared/ui/TextField";
import { useSettingsServices } from "../settings-services";
import { FormStatus, type FormStatusValue } from "../ui/FormStatus";
import { LanguageName } from "../ui/LanguageName";
import { useLanguageNames } from "../ui/use-language-names";

const optionClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start ring-1 ring-line " +
  "transition-colors hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent " +
  "aria-checked:bg-raised aria-checked:ring-2 aria-checked:ring-accent";

/**
 * The interface language (SPEC §2, §3): the offered languages, each in its own name, found by
 * that name or its English one. A choice applies at once (after its strings load), is kept in
 * this browser and, with an account, queued for the account's other devices.
 */
export function LanguageSection() {
  const { t, i18n } = useTranslation();
  const { hasAccount, loadAccount } = useSettingsServices();
  const [query, setQuery] = useState("");
  const [loading, setLoading] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const nameOf = useLanguageNames(i18n.language);
  const localName = (language: Language) => nameOf(language.code);
  const languages = searchLanguages(offeredLanguages(), query, localName);

  async function choose(language: Language) {
    if (language.code === i18n.language) return;
    setLoading(language.code);
    setStatus(null);
    try {
      await chooseLanguage(i18n, language.code);
    } catch (error) {
      console.error("[settings] the language did not load", error);
      setStatus({
        tone: "error",
        text: t("settings.language.failed", { language: language.endonym }),
      });
      return;
    } finally {
      setLoading(null);
    }
    // `t` is the old language's here: the message is read from the translator, now switched.
    setStatus({
      tone: "done",
      text: i18n.t("settings.language.applied", { language: language.endonym }),
    });
    if (hasAccount()) {
      loadAccount()
        .then((account) => account.enqueueSettings({ applicationLanguage: language.code }))
        .catch((error: unknown) => console.error("[settings] the language was not synced", error));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-relaxed text-ink-muted">{t("settings.language.text")}</p>
      <TextField
        label={t("settings.language.search")}
        hint={t("settings.language.searchHint")}
        value={query}
        onChange={setQuery}
      />
      {languages.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("settings.language.noMatch", { query })}</p>
      ) : (
        <div
          role="radiogroup"
          aria-label={t("settings.language.listLabel")}
          aria-busy={loading !== null}
          className="grid gap-2 min-[480px]:grid-cols-2"
        >
          {languages.map((language) => {
            return (
              <button
                key={language.code}
                type="button"
                role="radio"
                aria-checked={language.code === i18n.language}
                onClick={() => void choose(language)}
                className={optionClass}
              >
                <LanguageName language={language} translated={localName(language)} />
                {loading === language.code ? (
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-line border-t-accent motion-reduce:animate-none"
                  />
                ) : null}
              </button>
            );
          })}
        </div>
      )}
      <FormStatus status={status} />
    </div>
  );
}
