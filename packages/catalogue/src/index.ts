// The movie-database client, for the web app and anything else that reads TMDB shapes.
// The open catalogue (data + TMDB-compatible handler) is a separate, server-side entry point:
// `@matinee/catalogue/open-catalogue`, so browsers never download its tables.
export * from "./client/listing-client";
export * from "./client/metadata-client";
export * from "./client/resolve-legacy-media";
export * from "./client/search-results";
