// Public surface of the pages feature: the site's chrome (header, footer, lightbar, downtime
// notice), its text pages (loaded on first use) and the not-found page.
export { DowntimeGate } from "./DowntimeGate";
export { AboutPage, DmcaPage, JipPage, SupportPage } from "./lazy-pages";
export { Lightbar } from "./lightbar/Lightbar";
export { NotFoundPage } from "./NotFoundPage";
export { SiteFooter } from "./SiteFooter";
export { SiteHeader } from "./SiteHeader";
