// Public surface of the discover feature: the /discover page.
export { DiscoverPage } from "./DiscoverPage";
