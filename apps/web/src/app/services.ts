import { createListingClient, createMetadataClient } from "@matinee/catalogue";
import type { AppConfig } from "@matinee/contracts";
import type { AppServices } from "../shared/lib/services";
import { hasMetadataSource } from "./config";

/** Builds the services features use, from the parsed configuration. */
export function createAppServices(config: AppConfig): AppServices {
  return {
    metadata: hasMetadataSource(config)
      ? createMetadataClient({
          baseUrl: config.metadataUrl,
          fallbackUrl: config.metadataFallbackUrl,
          token: config.tmdbReadApiKey,
          imageBaseUrl: config.metadataImageUrl,
        })
      : null,
    // Unset: the server that serves this page (the embedded `npm start` setup).
    libraryUrl: config.libraryUrl ?? window.location.origin,
    listing: createListing(config.proxyUrls),
  };
}

/** The listing service needs a plain CORS proxy (entries marked `|type=api|` are scraper APIs). */
function createListing(proxyUrls: readonly string[]) {
  const proxyUrl = proxyUrls.find((url) => /^https?:\/\//.test(url));
  return proxyUrl ? createListingClient({ proxyUrl }) : null;
}
