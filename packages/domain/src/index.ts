export * from "./brands";
export * from "./media-id";
export * from "./release-year";
export * from "./slug";
