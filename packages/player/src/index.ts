/** Public surface of the playback engine (framework-free; see README.md). */
export type * from "./types";
export { createPlayer, BUILT_IN_ADAPTERS } from "./create-player";
export { PLAYER_ERROR_TYPES, playerError } from "./errors";
export { HLS_SETTINGS } from "./adapters/hls-config";
export { preloadHls } from "./options";
export { createThumbnailGenerator } from "./thumbnails/thumbnail-generator";
