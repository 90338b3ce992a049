// Public surface of the search feature: the home page and the search redirects.
export { HomePage } from "./HomePage";
export { LegacySearchRedirect } from "./LegacySearchRedirect";
export { QuickSearch } from "./QuickSearch";
