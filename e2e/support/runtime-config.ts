import type { Page } from "playwright-core";

/** Adds keys to the server's runtime configuration, as an operator's config.js would. */
export async function configure(page: Page, values: Record<string, string>): Promise<void> {
  await page.route("**/config.js", async (route) => {
    const response = await route.fetch();
    const extra = `Object.assign(window.__CONFIG__, ${JSON.stringify(values)});\n`;
    await route.fulfill({ response, body: (await response.text()) + extra });
  });
}
