export * from "./account-auth";
export * from "./account-sync";
export * from "./api-error";
export * from "./media-library";
export * from "./runtime-config";
export * from "./scrape";
export * from "./stream";
export * from "./tmdb";
