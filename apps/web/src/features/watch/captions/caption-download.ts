/** SPEC §8: a caption that has not loaded in 5 s shows the error mark. */
export const CAPTION_TIMEOUT_MS = 5_000;

/** SPEC §9: downloaded captions are kept 24 hours. */
export const CAPTION_CACHE_MS = 24 * 60 * 60 * 1000;

/** Most downloads kept at once: a title's captions, a few titles back. */
const CACHE_ENTRIES = 40;

interface Cached {
  at: number;
  bytes: Promise<Uint8Array>;
}

const cache = new Map<string, Cached>();

/** Why a caption could not be downloaded. */
export class CaptionDownloadError extends Error {
  override readonly name = "CaptionDownloadError";
}

/**
 * A caption file's bytes (decoding is the parser's job: it detects the encoding). Kept for 24 h
 * in memory, so choosing a language again, or the next source offering the same file, costs
 * nothing; a failure is not kept. Rejects after `timeoutMs` with a CaptionDownloadError.
 */
export function downloadCaption(
  url: string,
  {
    fetch: fetchImpl = globalThis.fetch,
    timeoutMs = CAPTION_TIMEOUT_MS,
    now = Date.now(),
  }: { fetch?: typeof globalThis.fetch; timeoutMs?: number; now?: number } = {},
): Promise<Uint8Array> {
  const kept = cache.get(url);
  if (kept && now - kept.at < CAPTION_CACHE_MS) return kept.bytes;
  const bytes = withTimeout(fetchBytes(url, fetchImpl), timeoutMs);
  cache.delete(url);
  cache.set(url, { at: now, bytes });
  while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  bytes.catch(() => {
    if (cache.get(url)?.bytes === bytes) cache.delete(url);
  });
  return bytes;
}

/** Forgets every kept download (tests). */
export function clearCaptionDownloads(): void {
  cache.clear();
}

async function fetchBytes(url: string, fetchImpl: typeof globalThis.fetch): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetchImpl(url);
  } catch (error) {
    throw new CaptionDownloadError(
      `The caption could not be fetched: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) throw new CaptionDownloadError(`The caption answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** `work`, or a CaptionDownloadError once `ms` have passed (the work itself runs on). */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new CaptionDownloadError(`The caption did not load within ${ms / 1000} s`)),
      ms,
    );
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
