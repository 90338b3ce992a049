import type { MediaType, MetaOutput } from "@matinee/contracts";
import type { ProviderInfo, SourceInfo } from "./provider";

/** Sources for a list in the UI: enabled ones, for `mediaType` if given, highest rank first. */
export function listSources(sources: readonly SourceInfo[], mediaType?: MediaType): SourceInfo[] {
  return sources
    .filter((source) => !source.disabled)
    .filter((source) => mediaType === undefined || source.mediaTypes.includes(mediaType))
    .map(({ id, name, rank, mediaTypes, flags }) => ({ id, name, rank, mediaTypes, flags }))
    .sort((a, b) => b.rank - a.rank);
}

/** One `/metadata` entry (PROTOCOLS.md §6.1); only sources carry media types. */
export function toMetaOutput(
  type: "source" | "embed",
  info: ProviderInfo | SourceInfo,
): MetaOutput {
  const base = { type, id: info.id, rank: info.rank, name: info.name };
  return type === "source" && "mediaTypes" in info
    ? { ...base, mediaTypes: [...info.mediaTypes] }
    : base;
}
