import { createContext, useContext, useMemo, type ReactNode } from "react";
import { appConfig } from "../../shared/lib/config";
import { activeProxyUrls, useProxyUrlsStore } from "../../shared/lib/proxy-urls-store";
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

// One per library URL and proxy list, so a protected server's token and the provider list are
// kept until the viewer changes their proxy workers.
const defaults = new Map<string, ScrapeEnvironment>();

/**
 * The environment from the runtime config (backend) and the proxy list in use (the viewer's
 * workers, else the configured ones) for the app's library URL.
 */
export function defaultScrapeEnvironment(
  libraryUrl: string,
  proxyUrls: readonly string[] = activeProxyUrls(),
): ScrapeEnvironment {
  const key = JSON.stringify([libraryUrl, proxyUrls]);
  let environment = defaults.get(key);
  if (!environment) {
    const { backendUrl } = appConfig();
    environment = createScrapeEnvironment({ proxyUrls, backendUrl, libraryUrl });
    defaults.set(key, environment);
  }
  return environment;
}

/** The provided environment, else the default one for the app's library URL. */
export function useScrapeEnvironment(): ScrapeEnvironment {
  const provided = useContext(EnvironmentContext);
  const { libraryUrl } = useServices();
  const own = useProxyUrlsStore((state) => state.urls);
  return useMemo(
    () => provided ?? defaultScrapeEnvironment(libraryUrl, activeProxyUrls(own)),
    [provided, libraryUrl, own],
  );
}
