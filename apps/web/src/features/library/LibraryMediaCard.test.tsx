import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "../../shared/router";
import { beforeEach, describe, expect, it } from "vitest";
import { TestProviders } from "../../shared/testing/test-providers";
import type { MediaCardItem } from "../../shared/ui/MediaCard";
import { useBookmarksStore } from "./bookmarks-store";
import { clearLibrary } from "./clear-library";
import { LibraryMediaCard } from "./LibraryMediaCard";
import { recordProgress } from "./progress-store";

const show: MediaCardItem = {
  kind: "tv",
  tmdbId: "42",
  title: "Lunar Tales",
  year: 2020,
  releaseDate: "2020-01-01",
};

function renderCard() {
  render(
    <TestProviders>
      <MemoryRouter>
        <LibraryMediaCard media={show} posterUrl="http://img.test/42.jpg" />
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeEach(() => {
  clearLibrary();
  localStorage.clear();
});

describe("LibraryMediaCard", () => {
  it("resumes a show at the episode watched last, with its badge and progress", () => {
    const media = { tmdbId: "42", type: "show" as const, title: "Lunar Tales", year: 2020 };
    const episode = {
      seasonId: "s2",
      seasonNumber: 2,
      seasonTitle: "Season 2",
      episodeId: "e7",
      episodeNumber: 7,
      episodeTitle: "Seven",
    };
    recordProgress({ media, watched: 300, duration: 1200, episode });
    renderCard();
    const link = screen.getByRole("link", { name: /^Lunar Tales/ });
    expect(link.getAttribute("href")).toBe("/media/tmdb-tv-42-lunar-tales/s2/e7");
    expect(screen.getByText("S2 E7")).toBeTruthy();
    expect(screen.getByTestId("card-progress").style.width).toBe("25%");
  });

  it("bookmarks the title with its poster from the card's toggle", () => {
    renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Bookmark Lunar Tales" }));
    expect(useBookmarksStore.getState().bookmarks["42"]).toMatchObject({
      type: "show",
      title: "Lunar Tales",
      year: 2020,
      poster: "http://img.test/42.jpg",
    });
  });
});
