export * from "./brands";
export * from "./media-id";
export * from "./slug";
