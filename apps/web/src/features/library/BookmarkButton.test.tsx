import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { TestProviders } from "../../shared/testing/test-providers";
import { BookmarkButton } from "./BookmarkButton";
import { useBookmarksStore } from "./bookmarks-store";
import { clearLibrary } from "./clear-library";

const bunny = { tmdbId: "10378", type: "movie" as const, title: "Big Buck Bunny", year: 2008 };

function renderButton(media = bunny) {
  render(
    <TestProviders>
      <BookmarkButton media={media} />
    </TestProviders>,
  );
}

beforeEach(() => {
  clearLibrary();
  localStorage.clear();
});

describe("BookmarkButton", () => {
  it("bookmarks the title and says it is pressed", () => {
    renderButton();
    const button = screen.getByRole("button", { name: "Bookmark Big Buck Bunny" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    expect(useBookmarksStore.getState().bookmarks["10378"]?.title).toBe("Big Buck Bunny");
    const pressed = screen.getByRole("button", { name: "Remove the bookmark of Big Buck Bunny" });
    expect(pressed.getAttribute("aria-pressed")).toBe("true");
  });

  it("removes the bookmark on a second press", () => {
    renderButton();
    fireEvent.click(screen.getByRole("button"));
    fireEvent.click(screen.getByRole("button"));
    expect(useBookmarksStore.getState().bookmarks).toEqual({});
  });

  it("is disabled, and says why, when the year is unknown", () => {
    renderButton({ ...bunny, year: undefined as unknown as number });
    const button = screen.getByRole("button", { name: /can't be bookmarked/ });
    expect(button).toHaveProperty("disabled", true);
  });
});
