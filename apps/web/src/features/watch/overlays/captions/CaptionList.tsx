import { searchByLanguageName, sortByLanguagePriority } from "@matinee/subtitles";
import { Fragment, useMemo, useState, type ReactNode } from "react";
import { useTranslation, type TFunction } from "../../../../shared/i18n";
import { useSubtitleSettings } from "../../../../shared/subtitles";
import { SearchIcon } from "../../../../shared/ui/icons";
import { showCaptionEntry } from "../../captions/caption-actions";
import type { CaptionEntry } from "../../captions/caption-entries";
import { useCaptionStore } from "../../captions/caption-store";
import { usePlayer } from "../../player/PlayerProvider";
import { captionLanguageName, duplicateNumbers, searchNames } from "./caption-names";
import { CaptionRow } from "./CaptionRow";
import "../../strings";

/** Longer lists than this get a search box (a handful of languages is quicker to read). */
export const SEARCH_FROM = 5;

/** What tells an entry apart besides its language: label, SDH, where it comes from. */
function entryDetail(entry: CaptionEntry, t: TFunction): ReactNode[] {
  const parts: ReactNode[] = [];
  if (entry.label) parts.push(entry.label);
  if (entry.hearingImpaired) {
    parts.push(
      <abbr key="sdh" title={t("player.captions.list.sdhLong")} className="no-underline">
        {t("player.captions.list.sdh")}
      </abbr>,
    );
  }
  if (entry.opensubtitles) parts.push(t("player.captions.list.opensubtitles"));
  else if (entry.origin === "online") parts.push(t("player.captions.list.library"));
  return parts;
}

/**
 * A list of captions to choose from (the stream's, the online ones): sorted with the viewer's
 * language first, then the interface language, then by name (SPEC §2); searchable by language
 * name once it is long; each row marked while loading or after failing; choosing one shows it.
 */
export function CaptionList({
  entries,
  label,
  empty,
}: {
  entries: readonly CaptionEntry[];
  /** The list's accessible name. */
  label: string;
  /** What shows instead when there is nothing to list. */
  empty: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const player = usePlayer();
  const activeId = useCaptionStore((state) => state.active?.id ?? null);
  const loads = useCaptionStore((state) => state.loads);
  const preferred = useSubtitleSettings(
    (state) => state.lastSelectedLanguage ?? state.defaultSubtitleLanguage,
  );
  const [query, setQuery] = useState("");
  const uiLanguage = i18n.language;

  const sorted = useMemo(
    () =>
      sortByLanguagePriority(entries, {
        preferred,
        uiLanguage,
        nameOf: (language) => captionLanguageName(language, uiLanguage),
      }),
    [entries, preferred, uiLanguage],
  );
  const numbers = useMemo(() => duplicateNumbers(sorted), [sorted]);

  if (entries.length === 0) return <>{empty}</>;
  const searchable = entries.length > SEARCH_FROM;
  const shown = searchable
    ? searchByLanguageName(sorted, query, (entry) => searchNames(entry.language, uiLanguage))
    : sorted;

  return (
    <>
      {searchable ? (
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-faint" />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label={t("player.captions.list.search")}
            placeholder={t("player.captions.list.search")}
            autoComplete="off"
            spellCheck={false}
            className="w-full rounded-lg bg-raised py-2 ps-9 pe-3 text-sm text-ink ring-1 ring-line outline-none ring-inset placeholder:text-ink-faint focus-visible:ring-2 focus-visible:ring-accent"
          />
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p role="status" className="px-3 py-6 text-center text-sm text-ink-muted">
          {t("player.captions.list.noMatch", { query: query.trim() })}
        </p>
      ) : (
        <div role="radiogroup" aria-label={label} className="flex flex-col">
          {shown.map((entry) => {
            const language = captionLanguageName(entry.language, uiLanguage);
            const number = numbers.get(entry.id);
            const detail = entryDetail(entry, t);
            return (
              <CaptionRow
                key={entry.id}
                name={
                  number === undefined
                    ? language
                    : t("player.captions.list.numbered", { name: language, number })
                }
                detail={
                  detail.length > 0
                    ? detail.map((part, index) => (
                        <Fragment key={index}>
                          {index > 0 ? " · " : null}
                          {part}
                        </Fragment>
                      ))
                    : undefined
                }
                selected={entry.id === activeId}
                load={loads[entry.id]}
                onSelect={() => {
                  if (entry.id !== activeId) void showCaptionEntry(player, entry);
                }}
              />
            );
          })}
        </div>
      )}
    </>
  );
}
