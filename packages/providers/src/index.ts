/**
 * @matinee/providers: the provider engine (sources, embeds, runner, fetchers) and the bundled
 * lawful providers. Runs in browsers and in Node; takes options, never reads the environment.
 */
export { createRunner } from "./engine/create-runner";
export type { Runner, RunnerOptions, RunOptions, RunAllOptions } from "./engine/create-runner";
export { SCRAPE_ERRORS, ScrapeError, isNotFound, notFound, toErrorPayload } from "./engine/errors";
export type { ScrapeErrorType } from "./engine/errors";
export type { RunnerEvent, RunnerEventListener, RunnerEventType } from "./engine/events";
export { toMetaOutput } from "./engine/list-sources";
export type {
  Embed,
  EmbedContext,
  ProviderInfo,
  ProviderSet,
  ScrapeContext,
  Source,
  SourceContext,
  SourceInfo,
} from "./engine/provider";
export { TARGETS, areFlagsAllowed, isStreamAllowed, targetFeatures } from "./engine/targets";
export type { Target, TargetFeatures } from "./engine/targets";
export { buildFullUrl } from "./fetchers/fetcher";
export type { FetchOptions, FetchResponse, Fetcher } from "./fetchers/fetcher";
export { makeStandardFetcher } from "./fetchers/standard-fetcher";
export { makeProxiedFetcher } from "./fetchers/proxied-fetcher";
export type { ProxiedFetcherOptions } from "./fetchers/proxied-fetcher";
export { makeExtensionFetcher } from "./fetchers/extension-fetcher";
export type { ExtensionFetcherOptions } from "./fetchers/extension-fetcher";
export type { MakeRequestBody, MakeRequestReply } from "@matinee/contracts";
export {
  ExtensionTimeoutError,
  HELLO_TIMEOUT_MS,
  newInstanceId,
  sendExtensionMessage,
  sendHello,
} from "./fetchers/extension-messaging";
export type { MessagingWindow, SendOptions } from "./fetchers/extension-messaging";
export {
  SUPPORTED_EXTENSION_RANGE,
  extensionStatusOf,
  getExtensionStatus,
  isSupportedExtensionVersion,
} from "./fetchers/extension-status";
export type { ExtensionStatus } from "./fetchers/extension-status";
export { parseProxyList } from "./fetchers/proxy-list";
export type { ProxyEntry } from "./fetchers/proxy-list";
export { BUNDLED_SOURCES, createBundledProviders, listSources } from "./sources/bundled";
export type { BundledProvidersOptions } from "./sources/bundled";
export { ARCHIVE_SOURCE, createArchiveSource } from "./sources/archive/archive";
export type { ArchiveSourceOptions } from "./sources/archive/archive";
export {
  DIRECT_SOURCE,
  createDirectSource,
  directEntrySchema,
  directTableSchema,
} from "./sources/direct";
export type { DirectEntry } from "./sources/direct";
export { JELLYFIN_SOURCE, createJellyfinSource } from "./sources/jellyfin/jellyfin";
export type { JellyfinSourceOptions } from "./sources/jellyfin/jellyfin";
export { LIBRARY_SOURCE, createLibrarySource } from "./sources/library";
export type { LibrarySourceOptions } from "./sources/library";
export { resolveStreamUrls } from "./sources/source-kit";
