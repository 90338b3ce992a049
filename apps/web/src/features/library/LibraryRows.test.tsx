import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "../../shared/router";
import { beforeEach, describe, expect, it } from "vitest";
import { TestProviders } from "../../shared/testing/test-providers";
import { useBookmarksStore } from "./bookmarks-store";
import { clearLibrary } from "./clear-library";
import { LibraryRows } from "./LibraryRows";
import { useProgressStore } from "./progress-store";

const movie = (title: string, updatedAt: number, watched = 600) => ({
  type: "movie" as const,
  title,
  year: 2000,
  updatedAt,
  progress: { watched, duration: 6000 },
  seasons: {},
  episodes: {},
});
const bookmark = (title: string, updatedAt: number) => ({
  type: "movie" as const,
  title,
  year: 2000,
  updatedAt,
});

function renderRows() {
  render(
    <TestProviders>
      <MemoryRouter>
        <LibraryRows />
      </MemoryRouter>
    </TestProviders>,
  );
}

const row = (name: string) => screen.getByRole("region", { name });
const titlesIn = (name: string) =>
  within(row(name))
    .getAllByRole("img")
    .map((img) => img.getAttribute("alt"));

beforeEach(() => {
  clearLibrary();
  localStorage.clear();
});

describe("LibraryRows", () => {
  it("offers a way to /discover when there are no bookmarks and no progress", () => {
    renderRows();
    expect(screen.getByRole("heading", { name: "Nothing saved yet" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Discover something to watch" });
    expect(link.getAttribute("href")).toBe("/discover");
  });

  it("lists bookmarks newest first, counting when their titles were watched", () => {
    useBookmarksStore.setState({
      bookmarks: {
        "1": { ...bookmark("Old", 1), poster: "http://p/1" },
        "2": { ...bookmark("New", 5), poster: "http://p/2" },
      },
    });
    useProgressStore.setState({ items: { "1": movie("Old", 9) } });
    renderRows();
    expect(titlesIn("Bookmarks")).toEqual(["Old", "New"]);
  });

  it("lists titles in progress in Continue watching, without the bookmarked ones", () => {
    useBookmarksStore.setState({ bookmarks: { "1": bookmark("Marked", 1) } });
    useProgressStore.setState({
      items: {
        "1": movie("Marked", 3),
        "2": { ...movie("Watching", 2), poster: "http://p/2" },
        "3": movie("Barely", 4, 5),
      },
    });
    renderRows();
    const watching = row("Continue watching");
    expect(within(watching).getAllByRole("link", { name: /% watched\)$/ })).toHaveLength(1);
    expect(within(watching).getByRole("link", { name: /^Watching/ })).toBeTruthy();
  });

  it("removes an item with the X of edit mode", () => {
    useBookmarksStore.setState({ bookmarks: { "1": bookmark("Marked", 1) } });
    useProgressStore.setState({ items: { "2": movie("Watching", 2) } });
    renderRows();
    const watching = row("Continue watching");
    expect(within(watching).queryByRole("button", { name: "Remove Watching" })).toBeNull();
    fireEvent.click(within(watching).getByRole("button", { name: "Edit" }));
    fireEvent.click(within(watching).getByRole("button", { name: "Remove Watching" }));
    expect(useProgressStore.getState().items).toEqual({});
    expect(screen.queryByRole("region", { name: "Continue watching" })).toBeNull();
    expect(row("Bookmarks")).toBeTruthy();
  });

  it("keeps edit mode to the row it was turned on in", () => {
    useBookmarksStore.setState({ bookmarks: { "1": bookmark("Marked", 1) } });
    useProgressStore.setState({ items: { "2": movie("Watching", 2) } });
    renderRows();
    fireEvent.click(within(row("Bookmarks")).getByRole("button", { name: "Edit" }));
    expect(within(row("Bookmarks")).getByRole("button", { name: "Done" })).toBeTruthy();
    expect(within(row("Continue watching")).queryByRole("button", { name: /^Remove/ })).toBeNull();
    fireEvent.click(within(row("Bookmarks")).getByRole("button", { name: "Remove Marked" }));
    expect(useBookmarksStore.getState().bookmarks).toEqual({});
  });
});
