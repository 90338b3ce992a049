import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { afterAll } from "vitest";

/** A subtitle the fake OpenSubtitles knows, for one movie or one episode of a show. */
export interface FakeSubtitle {
  fileId: number;
  language: string;
  release: string;
  hearingImpaired?: boolean;
  downloads?: number;
  /** The file's bytes. */
  body: string | Uint8Array;
  /** A movie's TMDB id, or a show's with season and episode. */
  tmdbId: number;
  season?: number;
  episode?: number;
  /** Split over two files (CD1/CD2): a single stream cannot use it. */
  twoFiles?: boolean;
  /** Where `/download` says the file is (default: this server's /files/<id>). */
  link?: string;
}

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface FakeOpenSubtitles {
  /** The API base, as OPENSUBTITLES_URL takes it. */
  url: string;
  requests: FakeRequest[];
  /** Requests whose path starts with `prefix` ("/api/v1/subtitles", "/api/v1/download", "/files"). */
  hits(prefix: string): FakeRequest[];
  /** Downloads left today; at 0, `/download` answers 406 as OpenSubtitles does. */
  remaining: number;
}

const send = (
  response: ServerResponse,
  status: number,
  body: unknown,
  type = "application/json",
) => {
  response.statusCode = status;
  response.setHeader("content-type", type);
  response.end(
    typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body),
  );
};

/** OpenSubtitles' search result for one subtitle (REST API v1, fields as documented). */
function result(subtitle: FakeSubtitle) {
  const show = subtitle.season !== undefined;
  return {
    id: String(subtitle.fileId + 1_000_000),
    type: "subtitle",
    attributes: {
      subtitle_id: String(subtitle.fileId + 1_000_000),
      language: subtitle.language,
      download_count: subtitle.downloads ?? 0,
      new_download_count: 0,
      hearing_impaired: subtitle.hearingImpaired ?? false,
      hd: true,
      fps: 24,
      votes: 0,
      ratings: 0,
      from_trusted: true,
      foreign_parts_only: false,
      upload_date: "2024-05-01T10:00:00Z",
      ai_translated: false,
      machine_translated: false,
      release: subtitle.release,
      comments: "",
      legacy_subtitle_id: null,
      uploader: { uploader_id: 1, name: "fixture", rank: "trusted" },
      feature_details: {
        feature_id: 1,
        feature_type: show ? "Episode" : "Movie",
        year: 2008,
        title: "Fixture",
        movie_name: "Fixture",
        imdb_id: 1254207,
        tmdb_id: subtitle.tmdbId,
        ...(show
          ? {
              season_number: subtitle.season,
              episode_number: subtitle.episode,
              parent_tmdb_id: subtitle.tmdbId,
            }
          : {}),
      },
      url: `https://www.opensubtitles.com/en/subtitles/fixture-${subtitle.fileId}`,
      related_links: [],
      files: (subtitle.twoFiles ? [1, 2] : [1]).map((cd) => ({
        file_id: subtitle.fileId + cd - 1,
        cd_number: cd,
        file_name: `${subtitle.release}.cd${cd}.srt`,
      })),
    },
  };
}

/**
 * A local stand-in for api.opensubtitles.com (REST API v1) answering the documented shapes:
 * `GET /api/v1/subtitles` (search by `tmdb_id`, or `parent_tmdb_id` + `season_number` +
 * `episode_number` for an episode; `languages`), `POST /api/v1/download {file_id}` → `{ link,
 * remaining, … }` (406 past the quota), and the files behind the links. Every API request must
 * carry `Api-Key: <apiKey>` (else 401). Records every request; closed after the file's tests.
 */
export async function startFakeOpenSubtitles(
  subtitles: readonly FakeSubtitle[],
  apiKey: string,
): Promise<FakeOpenSubtitles> {
  const requests: FakeRequest[] = [];
  const fake: FakeOpenSubtitles = {
    url: "",
    requests,
    hits: (prefix) => requests.filter((request) => request.url.pathname.startsWith(prefix)),
    remaining: 100,
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake.test");
      const body = Buffer.concat(chunks).toString("utf8");
      requests.push({ method: request.method ?? "GET", url, headers: request.headers, body });
      const files = /^\/files\/(\d+)\.srt$/.exec(url.pathname);
      if (files) {
        const subtitle = subtitles.find((candidate) => candidate.fileId === Number(files[1]));
        if (!subtitle) return send(response, 404, "no such file", "text/plain");
        return send(response, 200, subtitle.body, "application/x-subrip");
      }
      if (request.headers["api-key"] !== apiKey) {
        return send(response, 401, { message: "You cannot consume this service" });
      }
      if (request.method === "GET" && url.pathname === "/api/v1/subtitles") {
        const query = url.searchParams;
        const episode = query.get("type") === "episode";
        const wanted = query.get("languages")?.split(",");
        const found = subtitles.filter(
          (subtitle) =>
            (episode
              ? String(subtitle.tmdbId) === query.get("parent_tmdb_id") &&
                String(subtitle.season) === query.get("season_number") &&
                String(subtitle.episode) === query.get("episode_number")
              : subtitle.season === undefined &&
                String(subtitle.tmdbId) === query.get("tmdb_id")) &&
            (!wanted || wanted.includes(subtitle.language.toLowerCase())),
        );
        return send(response, 200, {
          total_pages: 1,
          total_count: found.length,
          per_page: 60,
          page: 1,
          data: found.map(result),
        });
      }
      if (request.method === "POST" && url.pathname === "/api/v1/download") {
        const fileId = (JSON.parse(body || "{}") as { file_id?: unknown }).file_id;
        const subtitle = subtitles.find((candidate) => candidate.fileId === fileId);
        if (!subtitle) return send(response, 404, { message: "Invalid file_id" });
        if (fake.remaining <= 0) {
          return send(response, 406, {
            message: "You have downloaded your allowed 0 subtitles for 24h.",
            requests: 1,
            remaining: 0,
            reset_time: "23 hours and 59 minutes",
            reset_time_utc: new Date(Date.now() + 3_600_000).toISOString(),
          });
        }
        fake.remaining -= 1;
        const origin = `http://${request.headers.host ?? ""}`;
        return send(response, 200, {
          link: subtitle.link ?? `${origin}/files/${subtitle.fileId}.srt`,
          file_name: `${subtitle.release}.srt`,
          requests: 1,
          remaining: fake.remaining,
          message: "Your quota will be renewed in 23 hours and 59 minutes",
          reset_time: "23 hours and 59 minutes",
          reset_time_utc: new Date(Date.now() + 86_400_000).toISOString(),
        });
      }
      return send(response, 404, { message: "not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  fake.url = `http://127.0.0.1:${port}/api/v1`;
  return fake;
}
