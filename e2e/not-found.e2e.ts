import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

describe("routes that do not exist", () => {
  const session = useBrowser();

  it.each(["/this/route/does-not-exist", "/settings", "/media/not-a-media-id"])(
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
});
