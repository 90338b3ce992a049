import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ScrapeFailure } from "../client/scrape-failure";
import {
  EMPTY_PROGRESS,
  scrapeProgressReducer,
  type ProgressAction,
} from "../progress/scrape-progress";
import { renderScraping } from "../render-scraping";
import { fakeEnvironment } from "../testing-fakes";
import { ScrapeNotFoundScreen } from "./ScrapeNotFoundScreen";

const ended = (
  [
    { type: "init", data: { sourceIds: ["library", "archive"] } },
    { type: "start", data: "library" },
    {
      type: "update",
      data: { id: "library", percentage: 100, status: "notfound", reason: "not in the library" },
    },
    { type: "start", data: "archive" },
    {
      type: "update",
      data: {
        id: "archive",
        percentage: 100,
        status: "failure",
        error: { name: "FetchError", message: "archive.org is down" },
      },
    },
  ] satisfies ProgressAction[]
).reduce(scrapeProgressReducer, EMPTY_PROGRESS);

describe("the not-found screen", () => {
  it("says nothing was found and offers the way home", () => {
    renderScraping(<ScrapeNotFoundScreen progress={ended} />, fakeEnvironment());
    expect(screen.getByRole("heading", { name: "We couldn't find anything" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
  });

  it("shows every source's status and its reason or error in the details", async () => {
    renderScraping(<ScrapeNotFoundScreen progress={ended} />, fakeEnvironment());
    fireEvent.click(screen.getByRole("button", { name: "Show details" }));
    const dialog = screen.getByRole("dialog", { name: "How each source answered" });
    const rows = within(dialog).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(await within(rows[0] as HTMLElement).findByText("Matinee library")).toBeTruthy();
    expect(rows[0]?.textContent).toContain("Nothing here");
    expect(rows[0]?.textContent).toContain("not in the library");
    expect(rows[1]?.textContent).toContain("Failed");
    expect(rows[1]?.textContent).toContain("FetchError: archive.org is down");
    expect(within(dialog).getByText("Searched in this browser")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("tells a failed search apart from an empty one and offers to search again", () => {
    const onRetry = vi.fn();
    renderScraping(
      <ScrapeNotFoundScreen
        progress={EMPTY_PROGRESS}
        failure={new ScrapeFailure("connection", "the server answered 502")}
        onRetry={onRetry}
      />,
      fakeEnvironment(),
    );
    const text = screen.getByText(/stopped before it finished/);
    expect(text.textContent).toContain("502");
    // A message may be a raw URL: it wraps anywhere rather than overflow the screen.
    expect(text.className).toMatch(/\bwrap-anywhere\b/);
    fireEvent.click(screen.getByRole("button", { name: "Search again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
