// The media page's chunk, loaded through index.ts's `loadMediaPage`: the page, and the search a
// move to it from another page starts ahead of its first render (start-up/media-page-ahead.ts).
export { MediaPage } from "./MediaPage";
export { searchMediaPageAhead } from "./start-up/start-media-page";
