import type { MetadataClient } from "@matinee/catalogue";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createI18n, I18nProvider } from "../i18n";
import { ServicesProvider, type AppServices } from "../lib/services";

// Test helpers: the providers the app wraps features in, with fakes where a test asks.

const i18n = createI18n();

export function createTestServices(overrides: Partial<AppServices> = {}): AppServices {
  return {
    metadata: null,
    libraryUrl: "http://library.test",
    // The server plays nothing, unless a test says otherwise: no test reaches the network.
    fetchAvailability: () => Promise.resolve({ movies: [], shows: [] }),
    ...overrides,
  };
}

/** A metadata client made of the given fakes; a method not given is undefined. */
export function fakeMetadataClient(methods: Partial<MetadataClient>): MetadataClient {
  return {
    posterUrl: (path: string | null | undefined, size = "w342") =>
      path ? `http://images.test/${size}${path}` : null,
    ...methods,
  } as MetadataClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

export function TestProviders({
  services,
  queryClient,
  children,
}: {
  services?: AppServices;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [defaultServices] = useState(() => createTestServices());
  const [defaultQueryClient] = useState(createTestQueryClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient ?? defaultQueryClient}>
        <ServicesProvider services={services ?? defaultServices}>{children}</ServicesProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
