// The chunk behind lazy-pages.ts: every text page, loaded together on first use.
export { AboutPage } from "./AboutPage";
export { DmcaPage } from "./DmcaPage";
export { JipPage } from "./JipPage";
export { SupportPage } from "./SupportPage";
