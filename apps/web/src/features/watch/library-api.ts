import { runOutputSchema, type RunOutput, type Stream } from "@matinee/contracts";

/** What to ask the media library for: a movie, or one episode of a show by numbers. */
export type StreamTarget =
  | { kind: "movie"; tmdbId: string }
  | { kind: "tv"; tmdbId: string; season: number; episode: number };

/** The media library answered, but not with something playable. */
export class LibraryError extends Error {
  override readonly name = "LibraryError";
}

export function libraryStreamUrl(libraryUrl: string, target: StreamTarget): string {
  const base = `${libraryUrl.replace(/\/+$/, "")}/library/streams`;
  return target.kind === "movie"
    ? `${base}/movie/${target.tmdbId}`
    : `${base}/tv/${target.tmdbId}/${target.season}/${target.episode}`;
}

/** Makes the stream's URLs absolute, so a library answering with `/library/files/...` works. */
function resolveUrls(stream: Stream, base: string): Stream {
  const resolve = (url: string) => new URL(url, base).toString();
  const captions = stream.captions.map((caption) => ({ ...caption, url: resolve(caption.url) }));
  const thumbnailTrack = stream.thumbnailTrack && {
    ...stream.thumbnailTrack,
    url: resolve(stream.thumbnailTrack.url),
  };
  if (stream.type === "hls") {
    return { ...stream, captions, thumbnailTrack, playlist: resolve(stream.playlist) };
  }
  const qualities = Object.fromEntries(
    Object.entries(stream.qualities).map(([quality, source]) => [
      quality,
      { ...source, url: resolve(source.url) },
    ]),
  );
  return { ...stream, captions, thumbnailTrack, qualities };
}

/**
 * Asks the server's media library for a stream. Resolves to null when the library has nothing
 * for the title (404); rejects with {@link LibraryError} for any other unexpected answer.
 */
export async function fetchLibraryStream(
  libraryUrl: string,
  target: StreamTarget,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<RunOutput | null> {
  const url = libraryStreamUrl(libraryUrl, target);
  const response = await fetchImpl(url, { headers: { accept: "application/json" }, signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new LibraryError(`The media library answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new LibraryError("The media library did not answer with JSON");
  }
  const parsed = runOutputSchema.safeParse(body);
  if (!parsed.success) throw new LibraryError("The media library answered in an unknown shape");
  return { ...parsed.data, stream: resolveUrls(parsed.data.stream, url) };
}
