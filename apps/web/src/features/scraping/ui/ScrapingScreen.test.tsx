import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  EMPTY_PROGRESS,
  scrapeProgressReducer,
  type ProgressAction,
} from "../progress/scrape-progress";
import { renderScraping } from "../render-scraping";
import { fakeEnvironment } from "../testing-fakes";
import { ScrapingScreen } from "./ScrapingScreen";

const progressOf = (...actions: ProgressAction[]) =>
  actions.reduce(scrapeProgressReducer, EMPTY_PROGRESS);

const running = progressOf(
  { type: "init", data: { sourceIds: ["library", "archive"] } },
  { type: "start", data: "library" },
  { type: "update", data: { id: "library", percentage: 100, status: "notfound" } },
  { type: "start", data: "archive" },
  { type: "update", data: { id: "archive", percentage: 40, status: "pending" } },
  {
    type: "discoverEmbeds",
    data: { sourceId: "archive", embeds: [{ id: "archive-0", embedScraperId: "player-a" }] },
  },
);

function stubMotion(reduce: boolean) {
  const scrollIntoView = vi.fn();
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce") }));
  Element.prototype.scrollIntoView = scrollIntoView;
  return scrollIntoView;
}

describe("the scraping screen", () => {
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, "scrollIntoView");
  });

  it("lists every source by name with its embeds nested below it and each status in words", async () => {
    stubMotion(false);
    renderScraping(<ScrapingScreen progress={running} />, fakeEnvironment());
    const list = screen.getByRole("list", { name: "Sources being searched" });
    expect(await within(list).findByText("Matinee library")).toBeTruthy();
    const archive = within(list).getByText("Internet Archive").closest("li");
    expect(archive).not.toBeNull();
    expect(within(archive as HTMLElement).getByText("Player A")).toBeTruthy();
    expect(within(list).getByText("Nothing here")).toBeTruthy();
    expect(within(list).getByText("Searching, 40%")).toBeTruthy();
    expect(within(list).getByText("Not started")).toBeTruthy();
  });

  it("marks the running item current and scrolls it to the middle smoothly", async () => {
    const scrollIntoView = stubMotion(false);
    renderScraping(<ScrapingScreen progress={running} />, fakeEnvironment());
    const current = await screen.findByText("Internet Archive");
    expect(current.closest("[aria-current]")?.getAttribute("aria-current")).toBe("step");
    await waitFor(() =>
      expect(scrollIntoView).toHaveBeenCalledWith({ block: "center", behavior: "smooth" }),
    );
  });

  it("jumps instead of gliding when the viewer asked for reduced motion", async () => {
    const scrollIntoView = stubMotion(true);
    renderScraping(<ScrapingScreen progress={running} />, fakeEnvironment());
    await waitFor(() =>
      expect(scrollIntoView).toHaveBeenCalledWith({ block: "center", behavior: "auto" }),
    );
  });

  it("says it is getting the source list before the run announces it", () => {
    stubMotion(false);
    renderScraping(<ScrapingScreen progress={EMPTY_PROGRESS} />, fakeEnvironment());
    expect(screen.getByRole("status").textContent).toContain("Getting the list of sources");
  });
});
