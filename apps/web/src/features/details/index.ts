// Public surface of the details feature: the title details page, the redirect of legacy media
// addresses, and the cached metadata queries other features may share.
export { LegacyMediaRedirect } from "./LegacyMediaRedirect";
export { movieDetailsQuery, seasonQuery, showDetailsQuery, TITLE_CACHE_MS } from "./title-queries";
export { TitleDetailsPage } from "./TitleDetailsPage";
