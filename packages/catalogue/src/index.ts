export * from "./client/metadata-client";
export * from "./client/search-results";
