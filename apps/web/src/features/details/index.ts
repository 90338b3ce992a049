// Public surface of the details feature: the title details page and the redirect of legacy media
// addresses. (The cached metadata queries other features share are in shared/lib/title-queries.)
export { LegacyMediaRedirect } from "./LegacyMediaRedirect";
export { TitleDetailsPage } from "./TitleDetailsPage";
