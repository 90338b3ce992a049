import { createContext, useContext, useMemo, type ReactNode } from "react";
import { appConfig } from "../../shared/lib/config";
import { useServices } from "../../shared/lib/services";
import type { ScrapeClient } from "./client/scrape-client";
import { chooseScrapeMode, createScrapeClient, type ScrapeSettings } from "./client/scrape-mode";
import { createMetricsReporter, type MetricsReporter } from "./metrics/provider-metrics";

/** Everything a search needs from outside: where it scrapes, and where outcomes go. */
export interface ScrapeEnvironment {
  client: ScrapeClient;
  reportMetrics: MetricsReporter;
}

export interface ScrapeEnvironmentSettings extends ScrapeSettings {
  /** The account backend that takes provider metrics; null reports nothing. */
  backendUrl: string | null;
}

/** Builds the client the settings call for and a metrics reporter tagged with its tool. */
export function createScrapeEnvironment(settings: ScrapeEnvironmentSettings): ScrapeEnvironment {
  const mode = chooseScrapeMode(settings);
  return {
    client: createScrapeClient(settings, mode),
    reportMetrics: createMetricsReporter({ backendUrl: settings.backendUrl, tool: mode.tool }),
  };
}

const EnvironmentContext = createContext<ScrapeEnvironment | null>(null);

/** Overrides the environment below it: tests' fakes, or the app once the extension is active. */
export function ScrapeEnvironmentProvider({
  value,
  children,
}: {
  value: ScrapeEnvironment;
  children: ReactNode;
}) {
  return <EnvironmentContext value={value}>{children}</EnvironmentContext>;
}

// One per library URL, so a protected server's token and the provider list are kept.
const defaults = new Map<string, ScrapeEnvironment>();

/** The environment from the runtime config (proxy list, backend) for the app's library URL. */
export function defaultScrapeEnvironment(libraryUrl: string): ScrapeEnvironment {
  let environment = defaults.get(libraryUrl);
  if (!environment) {
    const { proxyUrls, backendUrl } = appConfig();
    environment = createScrapeEnvironment({ proxyUrls, backendUrl, libraryUrl });
    defaults.set(libraryUrl, environment);
  }
  return environment;
}

/** The provided environment, else the default one for the app's library URL. */
export function useScrapeEnvironment(): ScrapeEnvironment {
  const provided = useContext(EnvironmentContext);
  const { libraryUrl } = useServices();
  return useMemo(() => provided ?? defaultScrapeEnvironment(libraryUrl), [provided, libraryUrl]);
}
