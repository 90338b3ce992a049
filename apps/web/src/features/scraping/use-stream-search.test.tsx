import { act, render, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../shared/testing/test-providers";
import { ScrapeFailure } from "./client/scrape-failure";
import { ScrapeEnvironmentProvider, type ScrapeEnvironment } from "./scrape-environment";
import { useSourceOrder } from "./source-order-store";
import { fakeClient, fakeEnvironment, testMovie, testStream } from "./testing-fakes";
import { useStreamSearch, type StreamSearch } from "./use-stream-search";

function renderSearch(environment: ScrapeEnvironment, media = testMovie) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders>
      <ScrapeEnvironmentProvider value={environment}>{children}</ScrapeEnvironmentProvider>
    </TestProviders>
  );
  return renderHook(({ value }) => useStreamSearch(value), {
    wrapper,
    initialProps: { value: media as typeof testMovie | null },
  });
}

const found = { sourceId: "library", stream: testStream };

describe("useStreamSearch", () => {
  beforeEach(() => useSourceOrder.getState().resetSourceOrder());

  it("finds a stream, keeps the progress and reports every outcome", async () => {
    const environment = fakeEnvironment(
      fakeClient({
        output: found,
        events: [
          { type: "init", data: { sourceIds: ["library"] } },
          { type: "start", data: "library" },
        ],
      }),
    );
    const { result } = renderSearch(environment);
    await waitFor(() => expect(result.current.state.status).toBe("found"));
    expect(result.current.output).toEqual(found);
    expect(result.current.state.progress.items.library?.status).toBe("success");
    expect(environment.reportMetrics).toHaveBeenCalledWith([
      expect.objectContaining({ providerId: "library", status: "success", tmdbId: "45745" }),
    ]);
  });

  it("passes the viewer's source order and turned-off sources to the run", async () => {
    useSourceOrder.getState().setSourceOrder(["archive"]);
    useSourceOrder.getState().setSourceEnabled("direct", false);
    const environment = fakeEnvironment(fakeClient({ output: found }));
    renderSearch(environment);
    await waitFor(() =>
      expect(environment.client.runAll).toHaveBeenCalledWith(
        testMovie,
        expect.objectContaining({ sourceOrder: ["archive"], disabledSources: ["direct"] }),
      ),
    );
  });

  it("ends not-found when nothing has the title, failed on a broken search", async () => {
    const empty = renderSearch(fakeEnvironment(fakeClient({ output: null })));
    await waitFor(() => expect(empty.result.current.state.status).toBe("notFound"));
    const broken = renderSearch(
      fakeEnvironment(
        fakeClient({ runAll: vi.fn(() => Promise.reject(new ScrapeFailure("closedImproperly"))) }),
      ),
    );
    await waitFor(() => expect(broken.result.current.state.status).toBe("failed"));
    expect(broken.result.current.state.failure?.type).toBe("closedImproperly");
  });

  it("does not search again for a new object of the same media, but does on retry", async () => {
    const environment = fakeEnvironment(fakeClient({ output: found }));
    const { result, rerender } = renderSearch(environment);
    await waitFor(() => expect(result.current.state.status).toBe("found"));
    rerender({ value: { ...testMovie } });
    expect(environment.client.runAll).toHaveBeenCalledOnce();
    act(() => result.current.retry());
    await waitFor(() => expect(environment.client.runAll).toHaveBeenCalledTimes(2));
  });

  it("cancels the running search when the media changes", async () => {
    const signals: AbortSignal[] = [];
    const runAll = vi.fn((_media, options?: { signal?: AbortSignal }) => {
      if (options?.signal) signals.push(options.signal);
      return new Promise<null>(() => undefined);
    });
    const { rerender } = renderSearch(fakeEnvironment(fakeClient({ runAll })));
    rerender({ value: { ...testMovie, tmdbId: "1" } });
    await waitFor(() => expect(runAll).toHaveBeenCalledTimes(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it("plays a source the viewer chose", async () => {
    const environment = fakeEnvironment(fakeClient({ output: null }));
    const { result } = renderSearch(environment);
    await waitFor(() => expect(result.current.state.status).toBe("notFound"));
    await act(() => result.current.chooseSource("archive"));
    expect(result.current.state.status).toBe("found");
    expect(result.current.output).toEqual({ sourceId: "archive", stream: testStream });
  });

  it("stays idle without media", () => {
    const environment = fakeEnvironment();
    const { result } = renderSearch(environment, null as never);
    expect(result.current.state.status).toBe("idle");
    expect(environment.client.runAll).not.toHaveBeenCalled();
  });

  it("waits while the environment holds searches back, then searches once with the next one", async () => {
    const held = fakeEnvironment(fakeClient({ output: found }));
    const ready = fakeEnvironment(fakeClient({ output: found }));
    const later = fakeEnvironment(fakeClient({ output: found }));
    // The environment changes above the hook, as the app's own does when the extension answers.
    let search: StreamSearch | null = null;
    function Probe() {
      search = useStreamSearch(testMovie);
      return null;
    }
    const withEnvironment = (environment: ScrapeEnvironment) => (
      <TestProviders>
        <ScrapeEnvironmentProvider value={environment}>
          <Probe />
        </ScrapeEnvironmentProvider>
      </TestProviders>
    );
    const status = () => search?.state.status;
    const view = render(withEnvironment({ ...held, hold: "checking" }));
    expect(status()).toBe("idle");
    view.rerender(withEnvironment({ ...held, hold: "permission" }));
    expect(held.client.runAll).not.toHaveBeenCalled();
    view.rerender(withEnvironment(ready));
    await waitFor(() => expect(status()).toBe("found"));
    expect(ready.client.runAll).toHaveBeenCalledOnce();
    // The extension asked again as the tab came back: the stream found stays, no new search.
    view.rerender(withEnvironment(later));
    view.rerender(withEnvironment({ ...later, hold: "permission" }));
    expect(status()).toBe("found");
    expect(later.client.runAll).not.toHaveBeenCalled();
    expect(ready.client.runAll).toHaveBeenCalledOnce();
    // The next try is the new environment's.
    view.rerender(withEnvironment(later));
    act(() => search?.retry());
    await waitFor(() => expect(later.client.runAll).toHaveBeenCalledOnce());
  });
});
