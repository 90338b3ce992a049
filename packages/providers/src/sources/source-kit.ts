import type { Quality, Stream } from "@matinee/contracts";
import { notFound, ScrapeError } from "../engine/errors";
import type { FetchResponse } from "../fetchers/fetcher";

/** 404 means "not here"; any other non-2xx answer is a failure naming the host's status. */
export function expectOk(response: FetchResponse, what: string): FetchResponse {
  if (response.statusCode === 404) throw notFound(`${what}: not found`);
  if (response.statusCode < 200 || response.statusCode > 299) {
    throw new ScrapeError("fetch", `${what} answered ${response.statusCode}`, {
      status: response.statusCode,
      url: response.finalUrl,
    });
  }
  return response;
}

/** The quality key for a picture height (a 540p file plays as 480, a 2160p one as 4k). */
export function qualityForHeight(height: number | undefined): Quality {
  if (height === undefined || !Number.isFinite(height) || height <= 0) return "unknown";
  if (height >= 2160) return "4k";
  if (height >= 1080) return "1080";
  if (height >= 720) return "720";
  if (height >= 480) return "480";
  if (height >= 360) return "360";
  return "unknown";
}

/** Stream URLs made absolute against `base` (a library may answer with `/library/files/...`). */
export function resolveStreamUrls(stream: Stream, base: string): Stream {
  const resolve = (url: string) => new URL(url, base).toString();
  const captions = stream.captions.map((caption) => ({ ...caption, url: resolve(caption.url) }));
  const common = stream.thumbnailTrack
    ? {
        captions,
        thumbnailTrack: { type: "vtt" as const, url: resolve(stream.thumbnailTrack.url) },
      }
    : { captions };
  if (stream.type === "hls") return { ...stream, ...common, playlist: resolve(stream.playlist) };
  const qualities: typeof stream.qualities = {};
  for (const [key, file] of Object.entries(stream.qualities)) {
    qualities[key as Quality] = { type: "mp4", url: resolve(file.url) };
  }
  return { ...stream, ...common, qualities };
}
