// Public surface of the watch feature: the media page (loaded lazily by the router).
export { MediaPage } from "./MediaPage";
