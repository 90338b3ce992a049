import type { RunOutput, ScrapeMedia } from "@matinee/contracts";
import type { RunnerEvent } from "@matinee/providers";
import type { ScrapeClient } from "./client/scrape-client";
import { whenExtensionChecked } from "../../shared/lib/extension-state";
import { defaultScrapeEnvironment, holdOf } from "./scrape-environment";
import { scrapeOrderOptions } from "./source-order-store";

/** How long a search started ahead of its page may wait for it; an older one starts over. */
export const EARLY_SEARCH_LIFETIME_MS = 30_000;

/**
 * A search started before the page that shows it has rendered (opening a media page: the
 * search starts as soon as the title is known). The page's search adopts it instead of
 * starting its own: it gets the events so far, then the later ones, and the same outcome.
 */
export interface EarlySearch {
  /** The run's outcome, as `client.runAll` gives it. */
  readonly result: Promise<RunOutput | null>;
  /** The stream, once the run found one; readable at once (the page may start on it). */
  readonly found: RunOutput | null;
  /** The events so far. */
  readonly events: readonly RunnerEvent[];
  /** Sends the events so far to `listener`, then each later one; `signal` cancels the run. */
  follow(listener: (event: RunnerEvent) => void, signal: AbortSignal): Promise<RunOutput | null>;
}

interface Pending extends EarlySearch {
  client: ScrapeClient;
  key: string;
  startedAt: number;
  cancel: () => void;
}

let pending: Pending | null = null;

function keyOf(media: ScrapeMedia): string {
  return JSON.stringify(media);
}

/**
 * Starts searching for `media` now, for the page about to show it (replaces an earlier one).
 * Resolves when the run ends, with the stream it found (null for any other outcome: the page
 * that adopts it reports that).
 */
export function startEarlySearch(
  client: ScrapeClient,
  media: ScrapeMedia,
): Promise<RunOutput | null> {
  pending?.cancel();
  const controller = new AbortController();
  const events: RunnerEvent[] = [];
  let listener: ((event: RunnerEvent) => void) | null = null;
  let found: RunOutput | null = null;
  const result = client.runAll(media, {
    signal: controller.signal,
    ...scrapeOrderOptions(),
    onEvent: (event) => {
      events.push(event);
      listener?.(event);
    },
  });
  const ended = result.then(
    (output) => {
      found = output;
      return output;
    },
    () => null, // The page that adopts the search reports its failure.
  );
  const search: Pending = {
    client,
    key: keyOf(media),
    startedAt: Date.now(),
    result,
    events,
    get found() {
      return found;
    },
    follow(next, signal) {
      events.forEach(next);
      listener = next;
      if (signal.aborted) controller.abort(signal.reason);
      else signal.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
      return result;
    },
    cancel: () => controller.abort(),
  };
  pending = search;
  return ended;
}

/**
 * Starts searching for `media` with the app's default scraper (the one a page uses unless an
 * environment is provided), for a media page that is still loading; resolves when it ends, with
 * the stream found.
 * The choice of scraper waits for this page load's question to the extension (600 ms at most),
 * so that a viewer with the extension scrapes through it; with "Permission missing" to show,
 * nothing starts (the page asks the viewer first).
 * Only a scraper server's search starts ahead: an in-page one would compete with the first
 * render for this thread, and its progress is worth watching from the first event, so it starts
 * with its page (resolving here with null).
 */
export async function searchAhead(
  libraryUrl: string,
  media: ScrapeMedia,
): Promise<RunOutput | null> {
  if (holdOf(await whenExtensionChecked()) === "permission") return null;
  const { client } = defaultScrapeEnvironment(libraryUrl);
  if (client.mode !== "server") return null;
  return startEarlySearch(client, media);
}

function current(client: ScrapeClient, media: ScrapeMedia): Pending | null {
  if (!pending) return null;
  const fresh = Date.now() - pending.startedAt < EARLY_SEARCH_LIFETIME_MS;
  if (fresh && pending.client === client && pending.key === keyOf(media)) return pending;
  // Another title, another scraper, or too old (its stream may have expired): not wanted.
  pending.cancel();
  pending = null;
  return null;
}

/** The early search for `media` on `client`, without claiming it (for a first render). */
export function peekEarlySearch(client: ScrapeClient, media: ScrapeMedia): EarlySearch | null {
  return current(client, media);
}

/** Claims the early search for `media` on `client`: the caller now follows and owns it. */
export function takeEarlySearch(client: ScrapeClient, media: ScrapeMedia): EarlySearch | null {
  const search = current(client, media);
  pending = null;
  return search;
}
