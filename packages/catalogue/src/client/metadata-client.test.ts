import { describe, expect, it } from "vitest";
import { createMetadataClient, MetadataError } from "./metadata-client";

interface Call {
  url: URL;
  headers: Record<string, string>;
}

/** A fetch that records each call and answers with the handler's response. */
function fakeFetch(answer: (url: URL, signal: AbortSignal) => Promise<Response> | Response) {
  const calls: Call[] = [];
  const fetch = (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    return Promise.resolve(answer(url, init?.signal as AbortSignal));
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Never answers; rejects when the request is aborted (as fetch does on a time-out). */
const hang = (_url: URL, signal: AbortSignal) =>
  new Promise<Response>((_resolve, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason as Error));
  });

const emptyPage = { page: 1, results: [], total_pages: 1, total_results: 0 };

function client(fetch: typeof globalThis.fetch, extra: { token?: string } = {}) {
  return createMetadataClient({
    baseUrl: "https://primary.test/3",
    fallbackUrl: "https://fallback.test/3",
    imageBaseUrl: "https://images.test/t/p",
    fetch,
    primaryTimeoutMs: 20,
    fallbackTimeoutMs: 40,
    ...extra,
  });
}

describe("metadata client requests", () => {
  it("sends the read token as a bearer token and asks in en-US", async () => {
    const { calls, fetch } = fakeFetch(() => json(emptyPage));
    await client(fetch, { token: "read-token" }).movieList("popular");
    expect(calls[0]?.headers.authorization).toBe("Bearer read-token");
    expect(calls[0]?.url.searchParams.get("language")).toBe("en-US");
    expect(calls[0]?.url.pathname).toBe("/3/movie/popular");
  });

  it("sends no authorization header to the open catalogue, which needs no token", async () => {
    const { calls, fetch } = fakeFetch(() => json(emptyPage));
    await client(fetch).showList("top_rated");
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[0]?.url.pathname).toBe("/3/tv/top_rated");
  });

  it("asks search/multi for page 1 without adult titles", async () => {
    const { calls, fetch } = fakeFetch(() => json(emptyPage));
    await client(fetch).searchMulti("nosferatu");
    const params = calls[0]?.url.searchParams;
    expect(params?.get("query")).toBe("nosferatu");
    expect(params?.get("include_adult")).toBe("false");
    expect(params?.get("page")).toBe("1");
  });

  it("appends external ids and credits to movie and show details", async () => {
    const { calls, fetch } = fakeFetch((url) =>
      url.pathname.includes("/movie/")
        ? json({ id: 1, title: "A", poster_path: null, credits: { cast: [] } })
        : json({ id: 2, name: "B", poster_path: null, seasons: [] }),
    );
    const movie = await client(fetch).getMovie(1);
    await client(fetch).getShow(2);
    expect(movie.credits?.cast).toEqual([]);
    for (const call of calls) {
      expect(call.url.searchParams.get("append_to_response")).toBe("external_ids,credits");
    }
  });

  it("finds by IMDb id, lists genres and discovers by genre and page", async () => {
    const { calls, fetch } = fakeFetch((url) =>
      url.pathname.includes("genre")
        ? json({ genres: [{ id: 28, name: "Action" }] })
        : url.pathname.includes("find")
          ? json({ movie_results: [], tv_results: [] })
          : json(emptyPage),
    );
    const metadata = client(fetch);
    await metadata.findByImdbId("tt0013442");
    expect((await metadata.genres("tv")).genres[0]?.name).toBe("Action");
    await metadata.discoverMovies(28, 6);
    await metadata.discoverShows(16);
    const [find, genres, movies, shows] = calls;
    expect(find?.url.pathname).toBe("/3/find/tt0013442");
    expect(find?.url.searchParams.get("external_source")).toBe("imdb_id");
    expect(genres?.url.pathname).toBe("/3/genre/tv/list");
    expect(movies?.url.pathname).toBe("/3/discover/movie");
    expect(movies?.url.searchParams.get("with_genres")).toBe("28");
    expect(movies?.url.searchParams.get("page")).toBe("6");
    expect(shows?.url.pathname).toBe("/3/discover/tv");
  });

  it("builds poster URLs, and none for a title without a poster", () => {
    const metadata = client(fakeFetch(() => json({})).fetch);
    expect(metadata.posterUrl("/a.jpg", "w500")).toBe("https://images.test/t/p/w500/a.jpg");
    expect(metadata.posterUrl(null)).toBeNull();
  });
});

describe("metadata client fallback", () => {
  it("tries the fallback host when the primary host times out", async () => {
    const { calls, fetch } = fakeFetch((url, signal) =>
      url.host === "primary.test" ? hang(url, signal) : json(emptyPage),
    );
    expect((await client(fetch).movieList("top_rated")).page).toBe(1);
    expect(calls.map((call) => call.url.host)).toEqual(["primary.test", "fallback.test"]);
  });

  it("tries the fallback host when the primary host answers with a server error", async () => {
    const { calls, fetch } = fakeFetch((url) =>
      url.host === "primary.test" ? json({}, 503) : json(emptyPage),
    );
    await client(fetch).movieList("popular");
    expect(calls).toHaveLength(2);
  });

  it("fails with a network error when the fallback also times out", async () => {
    const { fetch } = fakeFetch(hang);
    const error: unknown = await client(fetch)
      .movieList("popular")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MetadataError);
    expect((error as MetadataError).kind).toBe("network");
  });

  it("does not ask the fallback host about a title the primary host does not have", async () => {
    const { calls, fetch } = fakeFetch(() => json({ status_code: 34 }, 404));
    await expect(client(fetch).getMovie(404)).rejects.toMatchObject({ kind: "notFound" });
    expect(calls).toHaveLength(1);
  });

  it("reads a failed answer to its end, so the request completes instead of being cut off", async () => {
    const answers: Response[] = [];
    const { fetch } = fakeFetch(() => {
      const answer = json({ status_code: 34 }, answers.length === 0 ? 404 : 500);
      answers.push(answer);
      return answer;
    });
    await expect(client(fetch).getMovie(1)).rejects.toMatchObject({ kind: "notFound" });
    await expect(client(fetch).getMovie(2)).rejects.toMatchObject({ kind: "http" });
    expect(answers.map((answer) => answer.bodyUsed)).toEqual([true, true, true]);
  });

  it("remembers a 404 for a while: the same title is not asked for again", async () => {
    let clock = 0;
    const { calls, fetch } = fakeFetch(() => json({ status_code: 34 }, 404));
    const missing = createMetadataClient({
      baseUrl: "https://primary.test/3",
      imageBaseUrl: "https://images.test/t/p",
      fetch,
      now: () => clock,
      notFoundMemoryMs: 1_000,
    });
    await expect(missing.getMovie(404)).rejects.toMatchObject({ kind: "notFound" });
    await expect(missing.getMovie(404)).rejects.toMatchObject({ kind: "notFound", status: 404 });
    expect(calls).toHaveLength(1);
    // Another title, or the same title as a show, is a question of its own.
    await expect(missing.getShow(404)).rejects.toMatchObject({ kind: "notFound" });
    expect(calls).toHaveLength(2);
    clock = 1_000;
    await expect(missing.getMovie(404)).rejects.toMatchObject({ kind: "notFound" });
    expect(calls).toHaveLength(3);
  });

  it("counts an answer in the wrong shape as a failure and tries the fallback", async () => {
    const { calls, fetch } = fakeFetch((url) =>
      url.host === "primary.test" ? json({ unexpected: true }) : json(emptyPage),
    );
    await client(fetch).showList("popular");
    expect(calls).toHaveLength(2);
  });

  it("stops at once when the caller aborts", async () => {
    const { calls, fetch } = fakeFetch(hang);
    const controller = new AbortController();
    const pending = client(fetch).movieList("popular", 1, controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(calls).toHaveLength(1);
  });
});

describe("searchTitles", () => {
  it("keeps movies and shows, drops people and adult titles, and puts posters first", async () => {
    const { fetch } = fakeFetch(() =>
      json({
        ...emptyPage,
        results: [
          { media_type: "movie", id: 1, title: "No Poster", poster_path: null },
          { media_type: "person", id: 2, name: "Someone" },
          { media_type: "tv", id: 3, name: "Show", poster_path: "/s.jpg", first_air_date: "" },
          { media_type: "movie", id: 4, title: "Adult", poster_path: "/x.jpg", adult: true },
          {
            media_type: "movie",
            id: 5,
            title: "Film",
            poster_path: "/f.jpg",
            release_date: "1922-03-04",
          },
        ],
      }),
    );
    const results = await client(fetch).searchTitles("x");
    expect(results.map((result) => result.title)).toEqual(["Show", "Film", "No Poster"]);
    expect(results[1]).toMatchObject({ kind: "movie", tmdbId: "5", year: 1922 });
    expect(results[0]).toMatchObject({ kind: "tv", year: null, releaseDate: null });
  });
});
