// Public surface of the scraping feature: finding a stream (scraper server or this browser),
// its screens, the source overlay pages, the source order preference.
export { useStreamSearch } from "./use-stream-search";
export { searchAhead } from "./early-search";
export type { StreamSearch } from "./use-stream-search";
export type { SearchStatus, StreamSearchState } from "./search-state";
export { ScrapingScreen } from "./ui/ScrapingScreen";
export { ScrapeNotFoundScreen } from "./ui/ScrapeNotFoundScreen";
export { PermissionMissingScreen } from "./ui/PermissionMissingScreen";
export { SourceListPanel } from "./ui/SourceListPanel";
export { SourceEmbedsPanel } from "./ui/SourceEmbedsPanel";
export type { SourceEmbedsPanelProps, StreamOrigin } from "./ui/SourceEmbedsPanel";
export { useChosenSource } from "./chosen-source-store";
export { useProviderName, useProviders } from "./use-provider-names";
export { orderedSources, useSourceOrder } from "./source-order-store";
export {
  ScrapeEnvironmentProvider,
  createScrapeEnvironment,
  useScrapeEnvironment,
} from "./scrape-environment";
export type {
  ScrapeEnvironment,
  ScrapeEnvironmentSettings,
  ScrapeHold,
} from "./scrape-environment";
export { ScrapeFailure } from "./client/scrape-failure";
export type { ScrapeFailureType } from "./client/scrape-failure";
export type { ScrapeClient } from "./client/scrape-client";
export type { ScrapeItem, ScrapeProgress } from "./progress/scrape-progress";
export type { SourceOutcome } from "./scrape-one-source";
