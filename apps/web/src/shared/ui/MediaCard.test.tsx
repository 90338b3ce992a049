import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TestProviders } from "../testing/test-providers";
import { MediaCard, type MediaCardItem } from "./MediaCard";

const bunny: MediaCardItem = {
  kind: "movie",
  tmdbId: "10378",
  title: "Big Buck Bunny",
  year: 2008,
  releaseDate: "2008-05-30",
};

const today = new Date(2025, 0, 1);

function renderCard(media: MediaCardItem, posterUrl: string | null = "http://img.test/bbb.jpg") {
  render(
    <TestProviders>
      <MemoryRouter>
        <MediaCard media={media} posterUrl={posterUrl} now={today} />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe("MediaCard", () => {
  it("is one link to the title's media page, named after the title", () => {
    renderCard(bunny);
    const link = screen.getByRole("link", { name: /Big Buck Bunny/ });
    expect(link.getAttribute("href")).toBe("/media/tmdb-movie-10378-big-buck-bunny");
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("tells the type and the year", () => {
    renderCard({ ...bunny, kind: "tv", title: "Lunar Tales", tmdbId: "42" });
    expect(screen.getByRole("link").getAttribute("href")).toBe("/media/tmdb-tv-42-lunar-tales");
    expect(screen.getByText("Show · 2008")).toBeTruthy();
  });

  it("shows the poster with the title as its text alternative", () => {
    renderCard(bunny);
    const poster = screen.getByRole("img", { name: "Big Buck Bunny" });
    expect(poster.getAttribute("src")).toBe("http://img.test/bbb.jpg");
    expect(poster.getAttribute("loading")).toBe("lazy");
  });

  it("shows a placeholder when the title has no poster", () => {
    renderCard(bunny, null);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("No poster")).toBeTruthy();
  });

  it("labels an unreleased title and does not link it", () => {
    renderCard({ ...bunny, releaseDate: "2031-01-01", year: 2031 });
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getAllByText(/Unreleased/).length).toBeGreaterThan(0);
  });
});
