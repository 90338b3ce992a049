import { sendExtensionMessage, type ExtensionFetcherOptions } from "@matinee/providers";
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { appConfig } from "../../shared/lib/config";
import {
  isExtensionActive,
  isPermissionMissing,
  startExtensionDetection,
  useExtensionState,
  type ExtensionState,
} from "../../shared/lib/extension-state";
import { useProxyUrlsStore } from "../../shared/lib/proxy-urls-store";
import { useServices } from "../../shared/lib/services";
import type { ScrapeClient } from "./client/scrape-client";
import { chooseScrapeMode, createScrapeClient, type ScrapeSettings } from "./client/scrape-mode";
import { createMetricsReporter, type MetricsReporter } from "./metrics/provider-metrics";

/** Why a search may not start yet (see {@link ScrapeEnvironment.hold}). */
export type ScrapeHold = "checking" | "permission";

/** Everything a search needs from outside: where it scrapes, and where outcomes go. */
export interface ScrapeEnvironment {
  client: ScrapeClient;
  reportMetrics: MetricsReporter;
  /**
   * Set while a search must wait before it starts (the app's own environment only):
   * "checking" while this page load's question to the extension is out (600 ms at most), so a
   * viewer with the extension scrapes through it; "permission" while the extension is there
   * but this site may not use it and the viewer has not chosen yet (Permission missing).
   */
  hold?: ScrapeHold | undefined;
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

/** Overrides the environment below it (tests' fakes). */
export function ScrapeEnvironmentProvider({
  value,
  children,
}: {
  value: ScrapeEnvironment;
  children: ReactNode;
}) {
  return <EnvironmentContext value={value}>{children}</EnvironmentContext>;
}

/** The page side of the extension's relay, which the extension fetcher sends `makeRequest` by. */
const EXTENSION_MESSAGING: ExtensionFetcherOptions = {
  sendMessage: (name, body) => sendExtensionMessage(name, body),
};

// One per library URL, viewer's proxy list and extension state, so a protected server's token
// and the provider list are kept until one of them changes.
const defaults = new Map<string, ScrapeEnvironment>();

export interface DefaultEnvironmentInputs {
  /** The viewer's proxy workers. Default: the stored list. */
  ownProxyUrls?: readonly string[];
  /** Whether the extension works for this site. Default: the extension state as it is now. */
  extensionActive?: boolean;
}

/**
 * The environment from the runtime config (backend, the operator's proxy list), the viewer's
 * proxy workers and the extension, for the app's library URL (rules: `client/scrape-mode.ts`).
 */
export function defaultScrapeEnvironment(
  libraryUrl: string,
  {
    ownProxyUrls = useProxyUrlsStore.getState().urls,
    extensionActive = isExtensionActive(useExtensionState.getState()),
  }: DefaultEnvironmentInputs = {},
): ScrapeEnvironment {
  const key = JSON.stringify([libraryUrl, ownProxyUrls, extensionActive]);
  let environment = defaults.get(key);
  if (!environment) {
    const { backendUrl, proxyUrls } = appConfig();
    environment = createScrapeEnvironment({
      proxyUrls,
      ownProxyUrls,
      backendUrl,
      libraryUrl,
      extension: extensionActive ? EXTENSION_MESSAGING : undefined,
    });
    defaults.set(key, environment);
  }
  return environment;
}

/** What keeps the app's searches waiting, from the extension's state. */
export function holdOf(state: Pick<ExtensionState, "checked" | "status" | "declined">) {
  if (!state.checked) return "checking";
  return isPermissionMissing(state) ? "permission" : undefined;
}

/**
 * The provided environment, else the app's own for its library URL, which follows the viewer's
 * proxy workers and the extension (whose check this starts, once per page load).
 */
export function useScrapeEnvironment(): ScrapeEnvironment {
  const provided = useContext(EnvironmentContext);
  const { libraryUrl } = useServices();
  const own = useProxyUrlsStore((state) => state.urls);
  const extensionActive = useExtensionState(isExtensionActive);
  const hold = useExtensionState(holdOf);
  useEffect(() => {
    if (!provided) startExtensionDetection();
  }, [provided]);
  return useMemo(() => {
    if (provided) return provided;
    const environment = defaultScrapeEnvironment(libraryUrl, {
      ownProxyUrls: own,
      extensionActive,
    });
    return hold ? { ...environment, hold } : environment;
  }, [provided, libraryUrl, own, extensionActive, hold]);
}
