import type { Fetcher } from "../fetchers/fetcher";
import { makeStandardFetcher } from "../fetchers/standard-fetcher";

const urlOf = (input: RequestInfo | URL) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

/** One faked endpoint: a URL test and the answer (a JSON body, or a ready Response). */
export type FakeRoute = [match: (url: URL) => boolean, answer: unknown];

/**
 * A fetcher over a table of fake endpoints (tests only): answers come as real Responses, so the
 * standard fetcher's parsing runs too. Unmatched URLs answer 404. `requests` records every URL.
 */
export function fakeFetcher(routes: FakeRoute[]): {
  fetcher: Fetcher;
  requests: URL[];
  init: RequestInit[];
} {
  const requests: URL[] = [];
  const init: RequestInit[] = [];
  const fetcher = makeStandardFetcher((input, options) => {
    const url = new URL(urlOf(input));
    requests.push(url);
    init.push(options ?? {});
    const route = routes.find(([match]) => match(url));
    if (!route) return Promise.resolve(Response.json({ error: "not found" }, { status: 404 }));
    return Promise.resolve(route[1] instanceof Response ? route[1] : Response.json(route[1]));
  });
  return { fetcher, requests, init };
}

/** The context a source gets, for calling `scrape` directly in tests. */
export function contextWith(fetcher: Fetcher) {
  const progress: number[] = [];
  return {
    progress,
    context: {
      fetch: fetcher,
      proxiedFetch: fetcher,
      signal: new AbortController().signal,
      progress: (value: number) => progress.push(value),
    },
  };
}
