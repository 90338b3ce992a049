import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

// /admin (SPEC §2) against the real server: reached from the settings' admin section, it shows
// the site's constants with the account server's figures, and its tests pass for the server's
// account API, scraper API, own /proxy and open catalogue, and fail a worker URL that ends with
// a slash with the predecessor's message.

describe("the admin tools", () => {
  const session = useBrowser();

  it("opens from the settings and tests everything the site depends on", async () => {
    const page = await session.newPage();
    // Two of the viewer's own workers: the server's proxy, and the same with a trailing slash.
    const proxy = `${session.baseUrl}/proxy`;
    await page.goto("/settings#admin");
    await page.evaluate(
      (urls) =>
        localStorage.setItem(
          "matinee::proxy-urls",
          JSON.stringify({ state: { urls }, version: 1 }),
        ),
      [proxy, `${proxy}/`],
    );
    await page.reload();
    await page.getByRole("link", { name: "Open admin tools" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin tools" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");

    const site = page.getByRole("region", { name: "This site" });
    await site.getByText("Clean URLs (/discover)").waitFor();
    await site.getByText(session.baseUrl, { exact: true }).waitFor();
    const users = site.locator("dt", { hasText: "Accounts on the server" }).locator("+ dd");
    await expect.poll(() => users.textContent(), { timeout: 30_000 }).toMatch(/^\d+$/);
    const requests = site.locator("dt", { hasText: "Provider requests reported" }).locator("+ dd");
    await expect.poll(() => requests.textContent(), { timeout: 30_000 }).toMatch(/^\d+$/);

    const backend = page.getByRole("region", { name: "Account server" });
    await backend.getByRole("button", { name: "Test the account server" }).click();
    await backend.getByText("The account server answered.").waitFor();
    await backend.getByText("Matinee", { exact: true }).waitFor();
    await backend.getByText("Off", { exact: true }).waitFor();

    const workers = page.getByRole("region", { name: "Proxy workers" });
    await workers.getByRole("button", { name: "Test workers" }).click();
    await workers.getByText("2 of 3 working.").waitFor();
    const rows = await workers
      .getByRole("list", { name: "Workers and their results" })
      .getByRole("listitem")
      .allTextContents();
    expect(rows).toEqual([
      expect.stringMatching(/^Scraper server.*Working, answered in \d+ ms$/),
      expect.stringMatching(/^Proxy worker.*\/proxyWorking, answered in \d+ ms$/),
      expect.stringMatching(/^Proxy worker.*\/proxy\/URL ends with slash$/),
    ]);

    const tmdb = page.getByRole("region", { name: "Movie database" });
    await tmdb.getByText(/open offline catalogue/).waitFor();
    await tmdb.getByRole("button", { name: "Test the movie database" }).click();
    await tmdb.getByText(/^The movie database answered\. Most popular film now: “.+”\.$/).waitFor();
  });
});
