import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { greetingPeriod } from "./greeting";
import { SearchBox } from "./SearchBox";
import { SearchResults } from "./SearchResults";
import { useSearchText } from "./use-search-text";

/** Home (`/` and `/browse/{query}`): greeting, sticky search box, results. */
export function HomePage() {
  const { t } = useTranslation();
  const [text, setText] = useSearchText();
  // Chosen once per visit so the heading does not change under the viewer.
  const [period] = useState(() => greetingPeriod(new Date()));
  useDocumentTitle(null);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
      <div className="pt-12 pb-8 text-center sm:pt-20 sm:pb-10">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-balance text-ink sm:text-5xl">
          {t(`home.greeting.${period}`)}
        </h1>
      </div>
      <div className="sticky top-4 z-10 mx-auto max-w-2xl">
        <SearchBox value={text} onChange={setText} />
      </div>
      <SearchResults text={text} />
    </div>
  );
}
