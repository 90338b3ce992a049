// Public surface of the watch feature: the media page (loaded lazily by the router), and what
// starts its work ahead of its first render when the app opens on it.
export { MediaPage } from "./MediaPage";
export { searchMediaPageAhead, startMediaPage } from "./start-media-page";
