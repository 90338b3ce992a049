import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createTestServices, TestProviders } from "../testing/test-providers";
import { useAvailability, usePlaysHere } from "./availability";

function Card({ kind, tmdbId }: { kind: "movie" | "tv"; tmdbId: string }) {
  return <p>{`${kind}-${tmdbId}: ${usePlaysHere(kind, tmdbId) ? "plays" : "unknown"}`}</p>;
}

function Page({ asks }: { asks: boolean }) {
  return (
    <>
      {asks ? <Asker /> : null}
      <Card kind="movie" tmdbId="10378" />
      <Card kind="tv" tmdbId="10378" />
      <Card kind="tv" tmdbId="900000001" />
    </>
  );
}

function Asker() {
  const { status } = useAvailability();
  return <p>{`list ${status}`}</p>;
}

function renderPage(asks: boolean) {
  const fetchAvailability = vi.fn(() =>
    Promise.resolve({ movies: ["10378"], shows: ["900000001"] }),
  );
  render(
    <TestProviders services={createTestServices({ fetchAvailability })}>
      <Page asks={asks} />
    </TestProviders>,
  );
  return fetchAvailability;
}

describe("the server's playable titles", () => {
  it("are asked for once, after an idle moment, and mark the cards that play", async () => {
    const fetchAvailability = renderPage(true);
    // Not during the first render: the page's first paint goes first.
    expect(fetchAvailability).not.toHaveBeenCalled();
    expect(screen.getByText("list pending")).toBeTruthy();
    await screen.findByText("list success");
    expect(fetchAvailability).toHaveBeenCalledOnce();
    expect(fetchAvailability).toHaveBeenCalledWith("http://library.test", expect.any(AbortSignal));
    expect(screen.getByText("movie-10378: plays")).toBeTruthy();
    // A movie's id is not its show's id.
    expect(screen.getByText("tv-10378: unknown")).toBeTruthy();
    expect(screen.getByText("tv-900000001: plays")).toBeTruthy();
  });

  it("are never asked for by cards alone", async () => {
    const fetchAvailability = renderPage(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetchAvailability).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByText("movie-10378: unknown")).toBeTruthy());
  });
});
