import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useBrowser, waitForPlayback } from "./support/browser";
import { measureFirstVisit, type FirstVisit } from "./support/first-visit-bytes";

/** The budgets and why they are what they are: apps/web/size-budget.json (see its README). */
const budgets = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../apps/web/size-budget.json"), "utf8"),
) as { pages: Record<string, { gzipBytes: number }> };

const budgetOf = (page: string) => {
  const budget = budgets.pages[page]?.gzipBytes;
  if (!budget) throw new Error(`apps/web/size-budget.json has no budget for ${page}`);
  return budget;
};

/** The failure message: the total, the budget and every file, largest first. */
const report = (page: string, visit: FirstVisit) =>
  `first visit of ${page}: ${visit.gzipBytes} bytes gzip, budget ${budgetOf(page)}\n` +
  visit.files.map((file) => `${String(file.gzip).padStart(8)} ${file.path}`).join("\n");

describe("what a first visit downloads stays within its budget", () => {
  const session = useBrowser();

  it("home (/)", async () => {
    const page = await session.newPage();
    const visit = await measureFirstVisit(page, "/", (ready) =>
      ready.getByRole("searchbox").waitFor(),
    );
    expect(visit.gzipBytes, report("/", visit)).toBeLessThanOrEqual(budgetOf("/"));
  });

  it("a media page, up to its first frames", async () => {
    const page = await session.newPage();
    const url = "/media/tmdb-movie-10378-big-buck-bunny";
    const visit = await measureFirstVisit(page, url, (ready) => waitForPlayback(ready, 0.5));
    expect(visit.gzipBytes, report("/media/*", visit)).toBeLessThanOrEqual(budgetOf("/media/*"));
  });
});
