import type { ListingClient, MetadataClient } from "@matinee/catalogue";
import type { LibraryAvailability } from "@matinee/contracts";
import { createContext, useContext, type ReactNode } from "react";

/**
 * What features need from the outside world, created once by `src/app/` from the config and
 * handed down through context (features never import `src/app/`). Tests pass fakes.
 */
export interface AppServices {
  /** The movie-database client, or null when neither a TMDB token nor a metadata URL is set. */
  metadata: MetadataClient | null;
  /** Base URL of the Matinee server whose media library answers `/library/streams/...`. */
  libraryUrl: string;
  /** The streaming-listing lookup for legacy addresses; absent without a CORS proxy. */
  listing?: ListingClient | null;
  /** Asks the library server which titles it plays. Default: `GET {libraryUrl}/library/available`. */
  fetchAvailability?: FetchAvailability;
}

/** Thrown by metadata work when no metadata source is configured (SPEC §8). */
export class MetadataNotConfiguredError extends Error {
  override readonly name = "MetadataNotConfiguredError";
  constructor() {
    super("TMDB API key not set");
  }
}

/** Asks a Matinee server which titles it plays (`GET {libraryUrl}/library/available`). */
export type FetchAvailability = (
  libraryUrl: string,
  signal: AbortSignal,
) => Promise<LibraryAvailability>;

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices must be used inside <ServicesProvider>");
  return services;
}

/** The metadata client; throws {@link MetadataNotConfiguredError} when there is none. */
export function requireMetadata(services: AppServices): MetadataClient {
  if (!services.metadata) throw new MetadataNotConfiguredError();
  return services.metadata;
}
