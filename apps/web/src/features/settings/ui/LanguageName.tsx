import type { Language } from "../../../shared/i18n/languages";

/** A language in a list: its own name (in its direction), and under it the interface's name. */
export function LanguageName({
  language,
  translated,
}: {
  language: Language;
  translated?: string;
}) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      {/* Its own direction, at the page's start (self-start: as wide as the name). */}
      <span lang={language.code} dir={language.dir} className="self-start font-semibold text-ink">
        {language.endonym}
      </span>
      {translated && translated !== language.endonym ? (
        <span className="text-sm text-ink-muted">{translated}</span>
      ) : null}
    </span>
  );
}
