import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

describe("routes that do not exist", () => {
  const session = useBrowser();

  it.each(["/this/route/does-not-exist", "/media/not-a-media-id"])(
    "%s shows the not-found page with a way home",
    async (path) => {
      const page = await session.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.getByRole("heading", { name: "Couldn't find that page" }).waitFor();
      await page.getByRole("link", { name: /go home/i }).click();
      await page.waitForURL((url) => url.pathname === "/");
    },
  );

  it.each(["/title/tmdb-movie-999999999-unknown", "/media/tmdb-movie-999999999-unknown"])(
    "%s asks the movie database about the unknown title once, and says it is not there",
    async (path) => {
      const page = await session.newPage();
      const asked: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/catalogue/3/movie/999999999")) asked.push(request.url());
      });
      await page.goto(path);
      await page.getByRole("heading", { name: "Couldn't find that media" }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(asked).toHaveLength(1);
    },
  );
});
