// Public surface of the watch feature: the media page (loaded lazily by the router), and what
// starts its search ahead of its first render on a move to it. (Opening the app on a media page
// starts through title-ahead.ts, which the entry chunk holds.)
export { MediaPage } from "./MediaPage";
export { searchMediaPageAhead } from "./start-up/start-media-page";
