/** Public surface of the playback engine (framework-free; see README.md). */
export type * from "./types";
export { createPlayer, BUILT_IN_ADAPTERS } from "./create-player";
export { PLAYER_ERROR_TYPES, playerError } from "./errors";
/** The state of a player before anything loads (for test doubles of the engine). */
export { initialState } from "./state";
export { HLS_SETTINGS } from "./adapters/hls-config";
export { preloadHls } from "./options";
export { createThumbnailGenerator } from "./thumbnails/thumbnail-generator";
