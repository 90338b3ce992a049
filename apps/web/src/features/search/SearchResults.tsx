import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../shared/i18n";
import { useDebouncedValue } from "../../shared/hooks/use-debounced-value";
import { MetadataNotConfiguredError, useServices } from "../../shared/lib/services";
import { NoResultsIcon, WarningIcon } from "../../shared/ui/icons";
import { Notice } from "../../shared/ui/Notice";
import { Spinner } from "../../shared/ui/Spinner";
import { buttonClass } from "../../shared/ui/button-styles";
import { LibraryMediaCard } from "../library";
import { DiscoverPrompt } from "./DiscoverPrompt";
import { SEARCH_DEBOUNCE_MS, searchQueryOptions } from "./search-query";

/**
 * Results for the search box text. While the viewer is still typing (the debounce) and while
 * the request runs, it shows one loading state; then results, nothing found, or the failure
 * with a way to try again.
 * Results and "nothing found" end with the way on to /discover.
 */
export function SearchResults({ text }: { text: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const query = text.trim();
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useQuery(searchQueryOptions(services, debounced));

  if (query === "") return null;

  if (query !== debounced || search.isPending) {
    return <Spinner label={t("home.search.loading")} />;
  }

  if (search.isError) {
    const notConfigured = search.error instanceof MetadataNotConfiguredError;
    return (
      <Notice
        tone="danger"
        icon={<WarningIcon />}
        title={t(notConfigured ? "home.search.notConfiguredTitle" : "home.search.failedTitle")}
        actions={
          // Only a failed request is worth sending again; missing configuration stays missing.
          notConfigured ? null : (
            <button
              type="button"
              className={buttonClass("primary")}
              onClick={() => void search.refetch()}
            >
              {t("home.search.retry")}
            </button>
          )
        }
      >
        <p role="alert">
          {t(notConfigured ? "home.search.notConfiguredText" : "home.search.failedText")}
        </p>
      </Notice>
    );
  }

  const results = search.data;
  if (results.length === 0) {
    return (
      <>
        <Notice icon={<NoResultsIcon />} title={t("home.search.noResultsTitle", { query })}>
          <p>{t("home.search.noResultsText")}</p>
        </Notice>
        <DiscoverPrompt />
      </>
    );
  }

  return (
    <section aria-labelledby="search-results-heading" className="py-10">
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h2 id="search-results-heading" className="text-lg font-semibold text-ink">
          {t("home.search.resultsHeading", { query })}
        </h2>
        <p role="status" className="text-sm text-ink-muted">
          {t("home.search.resultCount", { count: results.length })}
        </p>
      </div>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-x-5 gap-y-8 sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]">
        {results.map((result) => (
          <li key={`${result.kind}-${result.tmdbId}`}>
            <LibraryMediaCard
              media={result}
              posterUrl={services.metadata?.posterUrl(result.posterPath, "w342") ?? null}
            />
          </li>
        ))}
      </ul>
      <DiscoverPrompt />
    </section>
  );
}
