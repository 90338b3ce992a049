import type { RunOutput } from "@matinee/contracts";
import type { RunnerEvent } from "@matinee/providers";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../shared/testing/test-providers";
import type { ScrapeAllOptions } from "./client/scrape-client";
import {
  EARLY_SEARCH_LIFETIME_MS,
  startEarlySearch,
  takeEarlySearch,
  type EarlySearch,
} from "./early-search";
import { ScrapeEnvironmentProvider, type ScrapeEnvironment } from "./scrape-environment";
import type { SearchStatus } from "./search-state";
import { fakeClient, fakeEnvironment, testMovie, testStream } from "./testing-fakes";
import { useStreamSearch } from "./use-stream-search";

const found: RunOutput = { sourceId: "library", stream: testStream };
const initEvent: RunnerEvent = { type: "init", data: { sourceIds: ["library"] } };
const startEvent: RunnerEvent = { type: "start", data: "library" };

/** A client whose run stays open until the test settles it, reporting what it is told to. */
function controlledClient() {
  let settle: (output: RunOutput | null) => void = () => undefined;
  let options: ScrapeAllOptions | undefined;
  const client = fakeClient({
    runAll: vi.fn((_media, given?: ScrapeAllOptions) => {
      options = given;
      return new Promise<RunOutput | null>((resolve) => (settle = resolve));
    }),
  });
  return {
    client,
    emit: (event: RunnerEvent) => options?.onEvent?.(event),
    signal: () => options?.signal,
    settle: (output: RunOutput | null) => settle(output),
  };
}

/** The page's search, recording every status it rendered with. */
function renderSearch(environment: ScrapeEnvironment) {
  const statuses: SearchStatus[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders>
      <ScrapeEnvironmentProvider value={environment}>{children}</ScrapeEnvironmentProvider>
    </TestProviders>
  );
  const view = renderHook(
    () => {
      const search = useStreamSearch(testMovie);
      statuses.push(search.state.status);
      return search;
    },
    { wrapper },
  );
  return { ...view, statuses };
}

afterEach(() => {
  vi.useRealTimers();
  // Nothing carries over: claim (and cancel) whatever a test left behind.
  takeEarlySearch(fakeClient(), testMovie);
});

describe("early search", () => {
  it("hands the events so far, then the later ones, to whoever claims it", async () => {
    const run = controlledClient();
    void startEarlySearch(run.client, testMovie);
    run.emit(initEvent);
    const search = takeEarlySearch(run.client, { ...testMovie }) as EarlySearch;
    expect(search).not.toBeNull();
    const seen: RunnerEvent[] = [];
    const outcome = search.follow((event) => seen.push(event), new AbortController().signal);
    run.emit(startEvent);
    run.settle(found);
    await expect(outcome).resolves.toEqual(found);
    expect(seen).toEqual([initEvent, startEvent]);
    expect(takeEarlySearch(run.client, testMovie)).toBeNull(); // Claimed once only.
  });

  it("is cancelled by the signal of whoever claimed it", () => {
    const run = controlledClient();
    void startEarlySearch(run.client, testMovie);
    const claimer = new AbortController();
    void takeEarlySearch(run.client, testMovie)?.follow(() => undefined, claimer.signal);
    claimer.abort();
    expect(run.signal()?.aborted).toBe(true);
  });

  it("is cancelled, not handed over, for another title or another scraper", () => {
    const run = controlledClient();
    void startEarlySearch(run.client, testMovie);
    expect(takeEarlySearch(run.client, { ...testMovie, tmdbId: "1" })).toBeNull();
    expect(run.signal()?.aborted).toBe(true);

    const second = controlledClient();
    void startEarlySearch(second.client, testMovie);
    expect(takeEarlySearch(fakeClient(), testMovie)).toBeNull();
    expect(second.signal()?.aborted).toBe(true);
  });

  it("is not handed over once too old (its stream may have expired)", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const run = controlledClient();
    void startEarlySearch(run.client, testMovie);
    vi.setSystemTime(Date.now() + EARLY_SEARCH_LIFETIME_MS + 1);
    expect(takeEarlySearch(run.client, testMovie)).toBeNull();
    expect(run.signal()?.aborted).toBe(true);
  });
});

describe("useStreamSearch with an early search", () => {
  it("follows the running early search instead of starting another", async () => {
    const run = controlledClient();
    const environment = fakeEnvironment(run.client);
    void startEarlySearch(run.client, testMovie);
    run.emit(initEvent);
    const { result } = renderSearch(environment);
    expect(result.current.state.status).toBe("scraping");
    expect(result.current.state.progress.sources).toEqual(["library"]);
    run.emit(startEvent);
    run.settle(found);
    await waitFor(() => expect(result.current.state.status).toBe("found"));
    expect(result.current.output).toEqual(found);
    expect(run.client.runAll).toHaveBeenCalledOnce();
    expect(environment.reportMetrics).toHaveBeenCalledWith([
      expect.objectContaining({ providerId: "library", status: "success" }),
    ]);
  });

  it("starts out found when the early search already has the stream", async () => {
    const environment = fakeEnvironment(
      fakeClient({ output: found, events: [initEvent, startEvent] }),
    );
    void startEarlySearch(environment.client, testMovie);
    await Promise.resolve(); // The run settles.
    const { result, statuses } = renderSearch(environment);
    expect(statuses[0]).toBe("found");
    expect(statuses).not.toContain("scraping");
    expect(result.current.output).toEqual(found);
    expect(result.current.state.progress.items.library?.status).toBe("success");
    expect(environment.client.runAll).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(environment.reportMetrics).toHaveBeenCalledWith([
        expect.objectContaining({ providerId: "library", status: "success" }),
      ]),
    );
  });

  it("searches anew on retry after adopting an early search", async () => {
    const environment = fakeEnvironment(fakeClient({ output: found }));
    void startEarlySearch(environment.client, testMovie);
    await Promise.resolve();
    const { result } = renderSearch(environment);
    act(() => result.current.retry());
    await waitFor(() => expect(environment.client.runAll).toHaveBeenCalledTimes(2));
  });
});
