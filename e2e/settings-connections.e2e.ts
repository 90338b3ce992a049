import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

// The Connections section of /settings against the real server (issue 16): the server's own
// stream proxy (`/proxy`, on unless PROXY_ENABLED=false) added as a proxy worker and tested
// through the simple-proxy hello; a bad address and a page that is no proxy named as such.

describe("the Connections section of /settings", () => {
  const session = useBrowser();

  it("adds the server's /proxy as a worker, tests it ok, refuses bad input, and removes it", async () => {
    const page = await session.newPage();
    await page.goto("/settings#connections");
    const section = page.getByRole("region", { name: "Connections" });
    await section.getByText("No proxy workers: the site's own setup is used.").waitFor();

    const field = section.getByRole("textbox", { name: "Proxy URL" });
    await field.fill("not a url");
    await section.getByRole("button", { name: "Add proxy" }).click();
    await section.getByText(/^Not a valid URL\./).waitFor();

    const proxy = `${session.baseUrl}/proxy`;
    await field.fill(proxy);
    await section.getByRole("button", { name: "Add proxy" }).click();
    await section.getByText(`Added ${proxy}.`).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem("matinee::proxy-urls"));
    expect(JSON.parse(stored ?? "{}")).toMatchObject({ state: { urls: [proxy] } });

    await field.fill(`${proxy}`);
    await section.getByRole("button", { name: "Add proxy" }).click();
    await section.getByText("This proxy is already in the list.").waitFor();

    await section.getByRole("button", { name: `Test ${proxy}` }).click();
    await section.getByText(/^Working — answered in \d+ ms\.$/).waitFor();

    // The site's own front page answers, but not as a proxy.
    const notProxy = `${session.baseUrl}/settings`;
    await field.fill(notProxy);
    await section.getByRole("button", { name: "Add proxy" }).click();
    await section.getByRole("button", { name: `Test ${notProxy}` }).click();
    await section.getByText(/^Expected a proxy but got something else/).waitFor();
    await section.getByRole("button", { name: `Remove ${notProxy}` }).click();

    // From 320 px wide, a long worker address wraps instead of widening the page.
    await page.setViewportSize({ width: 320, height: 700 });
    const long = `https://a-rather-long-proxy-worker-name.workers.example.org/${"path".repeat(12)}`;
    await field.fill(long);
    await section.getByRole("button", { name: "Add proxy" }).click();
    await section.getByRole("button", { name: `Remove ${long}` }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await section.getByRole("button", { name: `Remove ${long}` }).click();

    // Kept across a reload: scraping reads the same store.
    await page.reload();
    await section.getByRole("button", { name: `Remove ${proxy}` }).click();
    await section.getByText("No proxy workers: the site's own setup is used.").waitFor();
    const after = await page.evaluate(() => localStorage.getItem("matinee::proxy-urls"));
    expect(JSON.parse(after ?? "{}")).toMatchObject({ state: { urls: [] } });

    // No extension in this browser.
    await section.getByText("Not installed: no extension answered.").waitFor();
  });
});
