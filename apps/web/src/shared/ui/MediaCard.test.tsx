import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "../router";
import { describe, expect, it, vi } from "vitest";
import { TestProviders } from "../testing/test-providers";
import { MediaCard, type MediaCardItem, type MediaCardProgress } from "./MediaCard";

const bunny: MediaCardItem = {
  kind: "movie",
  tmdbId: "10378",
  title: "Big Buck Bunny",
  year: 2008,
  releaseDate: "2008-05-30",
};

const today = new Date(2025, 0, 1);

interface Extras {
  progress?: MediaCardProgress;
  actions?: ReactNode;
  onRemove?: () => void;
  displayTitle?: string;
  playsHere?: boolean;
}

function renderCard(
  media: MediaCardItem,
  posterUrl: string | null = "http://img.test/bbb.jpg",
  extras: Extras = {},
) {
  render(
    <TestProviders>
      <MemoryRouter>
        <MediaCard media={media} posterUrl={posterUrl} now={today} {...extras} />
      </MemoryRouter>
    </TestProviders>,
  );
}

const cardLink = () => screen.getByRole("link", { name: /^Big Buck Bunny|^Lunar Tales/ });

describe("MediaCard", () => {
  it("marks a title the server plays, in words a screen reader hears too", () => {
    renderCard(bunny, null, { playsHere: true });
    expect(screen.getByTestId("plays-here").textContent).toBe("Plays here");
    expect(cardLink().getAttribute("aria-label")).toBe(
      "Big Buck Bunny (Movie · 2008 · Plays here)",
    );
  });

  it("carries no mark for a title the server is not known to play", () => {
    renderCard(bunny);
    expect(screen.queryByTestId("plays-here")).toBeNull();
    expect(cardLink().getAttribute("aria-label")).not.toContain("Plays here");
  });

  it("is one link to the title's media page, named after the title", () => {
    renderCard(bunny);
    expect(cardLink().getAttribute("href")).toBe("/media/tmdb-movie-10378-big-buck-bunny");
  });

  it("has a second, small link to the title's details", () => {
    renderCard(bunny);
    const details = screen.getByRole("link", { name: "Details of Big Buck Bunny" });
    expect(details.getAttribute("href")).toBe("/title/tmdb-movie-10378-big-buck-bunny");
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });

  it("tells the type and the year", () => {
    renderCard({ ...bunny, kind: "tv", title: "Lunar Tales", tmdbId: "42" });
    expect(cardLink().getAttribute("href")).toBe("/media/tmdb-tv-42-lunar-tales");
    expect(screen.getByText("Show · 2008")).toBeTruthy();
  });

  it("shows the poster with the title as its text alternative", () => {
    renderCard(bunny);
    const poster = screen.getByRole("img", { name: "Big Buck Bunny" });
    expect(poster.getAttribute("src")).toBe("http://img.test/bbb.jpg");
    expect(poster.getAttribute("loading")).toBe("lazy");
  });

  it("prints a shortened title but keeps the full one in its link and picture", () => {
    renderCard({ ...bunny, title: "Big Buck Bunny: the long cut" }, "http://img.test/bbb.jpg", {
      displayTitle: "Big Buck…",
    });
    expect(screen.getByText("Big Buck…")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Big Buck Bunny: the long cut" })).toBeTruthy();
    expect(cardLink().getAttribute("aria-label")).toContain("Big Buck Bunny: the long cut");
  });

  it("shows a placeholder when the title has no poster", () => {
    renderCard(bunny, null);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("No poster")).toBeTruthy();
  });

  it("labels an unreleased title and does not link it to the player", () => {
    renderCard({ ...bunny, releaseDate: "2031-01-01", year: 2031 });
    expect(screen.queryByRole("link", { name: /^Big Buck Bunny/ })).toBeNull();
    expect(screen.getAllByText(/Unreleased/).length).toBeGreaterThan(0);
  });

  it("draws a progress bar as wide as the share watched, and says it", () => {
    renderCard(bunny, null, { progress: { percentage: 42 } });
    expect(screen.getByTestId("card-progress").style.width).toBe("42%");
    expect(cardLink().getAttribute("aria-label")).toContain("42% watched");
    expect(screen.queryByText(/^S\d+ E\d+$/)).toBeNull();
  });

  it("links a show in progress to its episode and shows the episode badge", () => {
    const progress = {
      percentage: 10,
      episode: { season: 2, number: 5, seasonId: "s2", episodeId: "e5" },
    };
    renderCard({ ...bunny, kind: "tv", title: "Lunar Tales", tmdbId: "42" }, null, { progress });
    expect(cardLink().getAttribute("href")).toBe("/media/tmdb-tv-42-lunar-tales/s2/e5");
    expect(screen.getByText("S2 E5")).toBeTruthy();
  });

  it("says season 1 on the badge when the season number is unknown", () => {
    const progress = { percentage: 10, episode: { number: 3, seasonId: "s", episodeId: "e" } };
    renderCard({ ...bunny, kind: "tv" }, null, { progress });
    expect(screen.getByText("S1 E3")).toBeTruthy();
  });

  it("shows the actions it is given beside the link", () => {
    renderCard(bunny, null, { actions: <button type="button">Bookmark it</button> });
    expect(screen.getByRole("button", { name: "Bookmark it" })).toBeTruthy();
  });

  it("in edit mode, replaces the actions with a remove button that calls back", () => {
    const onRemove = vi.fn();
    renderCard(bunny, null, { actions: <button type="button">Bookmark it</button>, onRemove });
    expect(screen.queryByRole("button", { name: "Bookmark it" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove Big Buck Bunny" }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
