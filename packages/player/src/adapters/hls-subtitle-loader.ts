import { joinWebVttSegments, parseSubtitlePlaylist } from "./hls-subtitles";

/** Segments fetched at once: enough to hide round trips, few enough to spare the playback. */
export const SEGMENT_CONCURRENCY = 4;

export interface SubtitleRenditionLoad {
  /** CDN host replacements, applied to the playlist and every segment (as hls.js does). */
  rewriteUrl: (url: string) => string;
  /** Cancels the downloads; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Default: the global `fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Default {@link SEGMENT_CONCURRENCY}. */
  concurrency?: number;
}

interface Fetched {
  text: string;
  /** Where the text came from, after redirects: relative URIs in it resolve against this. */
  url: string;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function fetchText(
  url: string,
  what: string,
  { rewriteUrl, signal, fetch: fetchImpl = globalThis.fetch }: SubtitleRenditionLoad,
): Promise<Fetched> {
  let response: Response;
  let text = "";
  try {
    response = await fetchImpl(rewriteUrl(url), signal ? { signal } : {});
    if (response.ok) text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : error;
    throw new Error(`The ${what} could not be fetched (${url}): ${messageOf(error)}`, {
      cause: error,
    });
  }
  if (!response.ok) throw new Error(`The ${what} answered HTTP ${response.status} (${url})`);
  return { text, url: response.redirected ? response.url : url };
}

/** `work` on every item, at most `limit` at once; results in the items' order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failed = true; // The other workers take nothing more.
        throw error;
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  await Promise.all(workers);
  return results;
}

/**
 * Reads a whole HLS subtitle rendition as one WebVTT text: its media playlist at
 * `playlistUrl` (absolute), then every segment, joined by {@link joinWebVttSegments}. Requests
 * carry no headers of their own: like hls.js's, they get the source's headers from the
 * extension's rules (`onStreamHosts`). The first failure rejects with an Error saying which
 * file and why, and cancels the downloads still running.
 */
export async function loadSubtitleRendition(
  playlistUrl: string,
  load: SubtitleRenditionLoad,
): Promise<string> {
  const playlist = await fetchText(playlistUrl, "subtitle playlist", load);
  const segments = parseSubtitlePlaylist(playlist.text, playlist.url);
  const controller = new AbortController();
  const { signal } = load;
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", cancel, { once: true });
  if (signal?.aborted) cancel();
  try {
    const texts = await mapLimited(
      segments,
      load.concurrency ?? SEGMENT_CONCURRENCY,
      async (url, index) => {
        const what = `subtitle segment ${index + 1} of ${segments.length}`;
        const fetched = await fetchText(url, what, { ...load, signal: controller.signal });
        return fetched.text;
      },
    );
    return joinWebVttSegments(texts);
  } catch (error) {
    if (!controller.signal.aborted) controller.abort(); // Stop the segments still loading.
    throw signal?.aborted && signal.reason instanceof Error ? signal.reason : error;
  } finally {
    signal?.removeEventListener("abort", cancel);
  }
}
