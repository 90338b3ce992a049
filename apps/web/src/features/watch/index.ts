// Public surface of the watch feature: small, and in the entry chunk. The media page itself is a
// chunk of its own (`loadMediaPage`), and so is the code that starts a media page's stream ahead
// of the app (start-up/README.md says in which order things happen).
export { MEDIA_PRELOAD_LIMIT_MS, startFirstPage } from "./start-up/first-page";
export { startMediaPagesAhead } from "./start-up/media-page-ahead";

/** The media page's chunk (`MediaPage`, rendered by the router; loaded ahead by the start-up). */
export const loadMediaPage = () => import("./media-page-chunk");

/** The player's preferences (autoplay, thumbnails, …), which the settings page edits too. */
export { usePlayerPreferences } from "./preferences/preferences-store";
