export * from "./api-error";
export * from "./media-library";
export * from "./runtime-config";
export * from "./stream";
export * from "./tmdb";
