import type { Caption } from "@matinee/contracts";
import { notFound } from "../../engine/errors";
import type { Source, SourceInfo } from "../../engine/provider";
import { findByTmdbId, getItems, type JellyfinItem, type JellyfinServer } from "./jellyfin-api";

/** The viewer's own Jellyfin or Emby server. */
export const JELLYFIN_SOURCE: SourceInfo = {
  id: "jellyfin",
  name: "Jellyfin / Emby",
  rank: 200,
  mediaTypes: ["movie", "show"],
  // Jellyfin sends CORS headers on its video and subtitle endpoints by default.
  flags: ["cors-allowed"],
};

export type JellyfinSourceOptions = JellyfinServer;

/** Jellyfin writes ISO 639-2 codes; captions want ISO 639-1. Unknown codes pass unchanged. */
const ISO_639_1: Record<string, string> = {
  eng: "en",
  fre: "fr",
  fra: "fr",
  ger: "de",
  deu: "de",
  spa: "es",
  ita: "it",
  por: "pt",
  dut: "nl",
  nld: "nl",
  swe: "sv",
  nor: "no",
  dan: "da",
  fin: "fi",
  pol: "pl",
  rus: "ru",
  jpn: "ja",
  chi: "zh",
  zho: "zh",
  kor: "ko",
  ara: "ar",
  hin: "hi",
  tur: "tr",
  cze: "cs",
};

/** The HLS master playlist Jellyfin transcodes on demand (H.264 + AAC plays everywhere). */
function playlistUrl(server: JellyfinServer, item: JellyfinItem): string {
  const url = new URL(`${server.url.replace(/\/+$/, "")}/Videos/${item.Id}/master.m3u8`);
  url.search = new URLSearchParams({
    MediaSourceId: item.Id,
    VideoCodec: "h264",
    AudioCodec: "aac",
    // The player cannot send headers for every segment, so the key rides in the URL.
    api_key: server.apiKey,
  }).toString();
  return url.toString();
}

function captionsOf(server: JellyfinServer, item: JellyfinItem): Caption[] {
  const base = server.url.replace(/\/+$/, "");
  return (item.MediaStreams ?? [])
    .filter((stream) => stream.Type === "Subtitle" && stream.IsTextSubtitleStream !== false)
    .map((stream) => ({
      type: "vtt" as const,
      id: `jellyfin-${item.Id}-${stream.Index}`,
      url: `${base}/Videos/${item.Id}/${item.Id}/Subtitles/${stream.Index}/0/Stream.vtt?api_key=${encodeURIComponent(server.apiKey)}`,
      hasCorsRestrictions: false,
      language: ISO_639_1[stream.Language ?? ""] ?? stream.Language ?? "und",
    }));
}

/** Finds a title by the TMDB id the user's server stores and returns its HLS stream. */
export function createJellyfinSource(options: JellyfinSourceOptions): Source {
  return {
    ...JELLYFIN_SOURCE,
    async scrape({ media, fetch, signal, progress }) {
      let item: JellyfinItem;
      if (media.type === "movie") {
        item = await findByTmdbId(fetch, options, {
          type: "Movie",
          title: media.title,
          tmdbId: media.tmdbId,
          signal,
        });
      } else {
        const series = await findByTmdbId(fetch, options, {
          type: "Series",
          title: media.title,
          tmdbId: media.tmdbId,
          signal,
        });
        progress(50);
        const episodes = await getItems(
          fetch,
          options,
          `/Shows/${series.Id}/Episodes`,
          { Season: String(media.season.number), Fields: "ProviderIds,MediaStreams" },
          signal,
        );
        const episode = episodes.find(
          (candidate) =>
            candidate.IndexNumber === media.episode.number &&
            (candidate.ParentIndexNumber ?? media.season.number) === media.season.number,
        );
        if (!episode) throw notFound(`No episode S${media.season.number}E${media.episode.number}`);
        item = episode;
      }
      return {
        embeds: [],
        stream: [
          {
            id: `jellyfin-${item.Id}`,
            type: "hls",
            playlist: playlistUrl(options, item),
            flags: ["cors-allowed"],
            captions: captionsOf(options, item),
          },
        ],
      };
    },
  };
}
