import type { FileStream, Quality, Stream } from "@matinee/contracts";
import { sortQualities } from "@matinee/domain";

/** Unique host names of the given URLs; URLs that do not parse are skipped. */
export function hostsOf(urls: Iterable<string>): string[] {
  const hosts = new Set<string>();
  for (const url of urls) {
    try {
      hosts.add(new URL(url).hostname);
    } catch {
      // A relative or malformed URL has no host of its own.
    }
  }
  return [...hosts];
}

/** The URLs a source starts from: its playlist, or every file quality. */
export function sourceUrls(source: Stream): string[] {
  if (source.type === "hls") return [source.playlist];
  return Object.values(source.qualities).map((file) => file.url);
}

/** Headers a source asks for, preferred ones first so required ones win (PROTOCOLS rule 1). */
export function sourceHeaders(source: Stream): Record<string, string> {
  return { ...source.preferredHeaders, ...source.headers };
}

/** The source with every URL passed through `rewrite` (CDN host replacements). */
export function rewriteSource(source: Stream, rewrite: (url: string) => string): Stream {
  const captions = source.captions.map((caption) => ({ ...caption, url: rewrite(caption.url) }));
  if (source.type === "hls") return { ...source, captions, playlist: rewrite(source.playlist) };
  const qualities: typeof source.qualities = {};
  for (const [quality, file] of Object.entries(source.qualities) as [
    keyof typeof source.qualities,
    { type: "mp4"; url: string },
  ][]) {
    qualities[quality] = { ...file, url: rewrite(file.url) };
  }
  return { ...source, captions, qualities };
}

/** The qualities a file source has a URL for, best first. */
export function fileQualities(source: FileStream): Quality[] {
  return sortQualities(
    (Object.keys(source.qualities) as Quality[]).filter((q) => source.qualities[q]),
  );
}
