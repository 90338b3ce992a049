import { useState } from "react";
import { useTranslation } from "../../shared/i18n";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { LibraryRows } from "../library";
import { chooseGreeting } from "./greeting";
import { SearchBox } from "./SearchBox";
import { SearchResults } from "./SearchResults";
import { useSearchText } from "./use-search-text";

/**
 * Home (`/` and `/browse/{query}`): greeting, sticky search box, then either the search results
 * or, with an empty box, the viewer's library rows.
 */
export function HomePage() {
  const { t } = useTranslation();
  const [text, setText] = useSearchText();
  // Chosen once per visit so the heading does not change under the viewer.
  const [{ topic, alternate }] = useState(() => chooseGreeting(new Date(), Math.random()));
  useDocumentTitle(null);

  return (
    <div className="pb-16">
      <div className="pt-12 pb-8 text-center sm:pt-20 sm:pb-10">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-balance text-ink sm:text-5xl">
          {alternate ? t(`home.greeting.alternate.${topic}`) : t(`home.greeting.${topic}`)}
        </h1>
      </div>
      {/* Sticks 16 px from the top; 76 px at 1200 px and narrower, clear of the header (SPEC §9). */}
      <div className="sticky top-4 z-10 mx-auto max-w-2xl [@media(max-width:1200px)]:top-[76px]">
        <SearchBox
          value={text}
          onChange={setText}
          placeholder={t(`home.search.placeholderFor.${topic}`)}
        />
      </div>
      {/* Always mounted: the debounce must start from the empty box, not from the first key. */}
      <SearchResults text={text} />
      {text.trim() === "" ? <LibraryRows /> : null}
    </div>
  );
}
