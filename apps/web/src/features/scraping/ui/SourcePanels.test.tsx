import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useChosenSource } from "../chosen-source-store";
import { ScrapeFailure } from "../client/scrape-failure";
import { renderScraping } from "../render-scraping";
import { fakeClient, fakeEnvironment, testMovie, testStream } from "../testing-fakes";
import { SourceEmbedsPanel } from "./SourceEmbedsPanel";
import { SourceListPanel } from "./SourceListPanel";

const embed = (n: number) => ({ embedId: "player-a", url: `https://embed.test/${n}` });

describe("the source list page", () => {
  beforeEach(() => useChosenSource.setState({ sourceId: null }));

  it("lists the sources for this kind of title with the playing one marked", async () => {
    const show = {
      ...testMovie,
      type: "show" as const,
      season: { number: 1, tmdbId: "" },
      episode: { number: 1, tmdbId: "" },
    };
    renderScraping(
      <SourceListPanel media={show} currentSourceId="library" onOpenEmbeds={vi.fn()} />,
      fakeEnvironment(),
    );
    const library = await screen.findByRole("button", { name: /Matinee library/ });
    expect(library.getAttribute("aria-current")).toBe("true");
    // The archive entry of the fake handles movies only.
    expect(screen.queryByRole("button", { name: /Internet Archive/ })).toBeNull();
  });

  it("remembers the picked source and opens its embeds page", async () => {
    const onOpenEmbeds = vi.fn();
    renderScraping(
      <SourceListPanel media={testMovie} currentSourceId="library" onOpenEmbeds={onOpenEmbeds} />,
      fakeEnvironment(),
    );
    fireEvent.click(await screen.findByRole("button", { name: /Internet Archive/ }));
    expect(onOpenEmbeds).toHaveBeenCalledWith("archive");
    expect(useChosenSource.getState().sourceId).toBe("archive");
  });
});

describe("the source embeds page", () => {
  beforeEach(() => useChosenSource.setState({ sourceId: "archive" }));

  it("plays the chosen source's own stream and reports the attempt", async () => {
    const onStream = vi.fn();
    const environment = fakeEnvironment();
    renderScraping(<SourceEmbedsPanel media={testMovie} onStream={onStream} />, environment);
    expect(screen.getByRole("status").textContent).toContain("Searching");
    await waitFor(() => expect(onStream).toHaveBeenCalledWith(testStream, { sourceId: "archive" }));
    expect(environment.client.runSource).toHaveBeenCalledWith(
      "archive",
      testMovie,
      expect.anything(),
    );
    expect(environment.reportMetrics).toHaveBeenCalledWith([
      expect.objectContaining({ providerId: "archive", status: "success" }),
    ]);
  });

  it("scrapes a single embed at once and plays its stream", async () => {
    const onStream = vi.fn();
    const client = fakeClient({ runSource: vi.fn(() => Promise.resolve({ embeds: [embed(1)] })) });
    renderScraping(
      <SourceEmbedsPanel media={testMovie} onStream={onStream} />,
      fakeEnvironment(client),
    );
    await waitFor(() =>
      expect(onStream).toHaveBeenCalledWith(testStream, {
        sourceId: "archive",
        embedId: "player-a",
      }),
    );
    expect(client.runEmbed).toHaveBeenCalledWith(
      "player-a",
      "https://embed.test/1",
      expect.anything(),
    );
  });

  it("lists several embeds and scrapes the one picked", async () => {
    const onStream = vi.fn();
    const client = fakeClient({
      runSource: vi.fn(() => Promise.resolve({ embeds: [embed(1), embed(2)] })),
    });
    renderScraping(
      <SourceEmbedsPanel media={testMovie} onStream={onStream} />,
      fakeEnvironment(client),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Player A 2" }));
    await waitFor(() => expect(onStream).toHaveBeenCalledOnce());
    expect(client.runEmbed).toHaveBeenCalledWith(
      "player-a",
      "https://embed.test/2",
      expect.anything(),
    );
  });

  it.each([
    ["no stream", () => Promise.reject(new ScrapeFailure("notFound")), "No stream"],
    ["no embeds", () => Promise.resolve({ embeds: [] }), "No embeds found"],
    ["failed", () => Promise.reject(new ScrapeFailure("connection", "502")), "Failed to scrape"],
  ])("says so when the source gives %s", async (_name, runSource, title) => {
    const onStream = vi.fn();
    const client = fakeClient({ runSource: vi.fn(runSource) });
    renderScraping(
      <SourceEmbedsPanel media={testMovie} onStream={onStream} />,
      fakeEnvironment(client),
    );
    expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
    expect(onStream).not.toHaveBeenCalled();
  });

  it("offers another try after a failure", async () => {
    const runSource = vi
      .fn()
      .mockRejectedValueOnce(new ScrapeFailure("connection"))
      .mockResolvedValueOnce({ embeds: [], stream: [testStream] });
    const onStream = vi.fn();
    renderScraping(
      <SourceEmbedsPanel media={testMovie} onStream={onStream} />,
      fakeEnvironment(fakeClient({ runSource })),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    await waitFor(() => expect(onStream).toHaveBeenCalledOnce());
  });

  it("wraps a long failure message (a raw URL) inside the panel", async () => {
    const url = `https://provider.test/${"very-long-path-segment-".repeat(8)}index.m3u8`;
    const runSource = vi.fn().mockRejectedValue(new ScrapeFailure("connection", url));
    renderScraping(
      <SourceEmbedsPanel media={testMovie} onStream={vi.fn()} />,
      fakeEnvironment(fakeClient({ runSource })),
    );
    const message = await screen.findByText(new RegExp(url));
    // happy-dom lays nothing out: the class is what breaks the unbroken URL anywhere.
    expect(message.className).toMatch(/\bwrap-anywhere\b/);
  });
});
