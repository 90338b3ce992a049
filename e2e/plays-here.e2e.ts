import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

/**
 * The journeys' server plays Big Buck Bunny, Sintel and Caminandes from its demo library (and Big
 * Buck Bunny again from its direct table): those, and only those, are marked as playing here.
 */
describe("what plays here", () => {
  const session = useBrowser();

  /** Watches the requests for the server's list of playable titles. */
  function watchAvailability(page: Page) {
    const requests: Array<{ at: number; status: number }> = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/library/available") {
        requests.push({ at: Date.now(), status: response.status() });
      }
    });
    return requests;
  }

  it("home lists the titles ready to play, marked, asking for the list after the page is up", async () => {
    const page = await session.newPage();
    const availability = watchAvailability(page);
    await page.goto("/");
    const shownAt = Date.now();
    const row = page.getByRole("region", { name: "Ready to play" });
    await row.waitFor();
    const cards = row.getByRole("link", { name: /Plays here/ });
    expect(
      (
        await cards.evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")))
      ).map((label) => label?.split(" (")[0]),
    ).toEqual(["Big Buck Bunny", "Sintel", "Caminandes"]);
    expect(await row.getByTestId("plays-here").count()).toBe(3);
    // One request, after the page itself had loaded.
    expect(availability).toHaveLength(1);
    expect(availability[0]?.at).toBeGreaterThanOrEqual(shownAt);

    // The title page knows before Play, without asking again.
    await row.getByRole("link", { name: "Details of Sintel" }).click();
    await page.getByRole("heading", { level: 1, name: "Sintel" }).waitFor();
    expect(await page.getByTestId("stream-hint").textContent()).toBe(
      "Plays here, straight from this server: no search for a source.",
    );
    expect(availability).toHaveLength(1);
  });

  it("discover puts the Ready to play row first and marks only titles that play here", async () => {
    const page = await session.newPage();
    await page.goto("/discover");
    const ready = page.getByRole("region", { name: "Ready to play" });
    await ready.getByRole("link", { name: /^Big Buck Bunny/ }).waitFor();
    const rows = await page
      .locator("main section[aria-labelledby] h3")
      .evaluateAll((headings) => headings.map((heading) => heading.textContent));
    expect(rows[0]).toBe("Ready to play");
    expect(rows[1]).toBe("In Cinemas");

    const cinemas = page.getByRole("region", { name: "In Cinemas" });
    await cinemas.getByRole("listitem").first().waitFor();
    const labels = await cinemas
      .getByRole("link", { name: /\(/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("aria-label") ?? ""));
    const marked = labels.filter((label) => label.includes("Plays here"));
    const local = /^(Big Buck Bunny|Sintel|Caminandes) \(/;
    expect(marked.every((label) => local.test(label))).toBe(true);
    expect(labels.filter((label) => local.test(label))).toEqual(marked);
    const elsewhere = labels.find((label) => !local.test(label));
    expect(elsewhere).toBeDefined();

    // A title the server does not have: Play will search the sources.
    const title = (elsewhere ?? "").split(" (")[0] ?? "";
    await cinemas.getByRole("link", { name: `Details of ${title}` }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByTestId("stream-hint").waitFor();
    expect(await page.getByTestId("stream-hint").textContent()).toBe(
      "Not on this server. Press Play and Matinee will search the sources for it.",
    );
  });

  it("the list is cacheable: an ETag, a cache time, and 304 when nothing changed", async () => {
    const first = await fetch(`${session.baseUrl}/library/available`);
    expect(first.headers.get("cache-control")).toBe("public, max-age=60");
    const etag = first.headers.get("etag") ?? "";
    expect(await first.json()).toEqual({ movies: ["10378", "45745"], shows: ["900000001"] });
    const again = await fetch(`${session.baseUrl}/library/available`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });
});
