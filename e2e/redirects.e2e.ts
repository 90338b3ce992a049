import { describe, it } from "vitest";
import { useBrowser } from "./support/browser";

describe("addresses that redirect", () => {
  const session = useBrowser();

  it("/s/{query} replaces itself with the first title found", async () => {
    const page = await session.newPage();
    await page.goto("/s/nosferatu");
    await page.waitForURL(/\/media\/tmdb-movie-653-nosferatu$/);
  });

  it("an empty /s/ goes home", async () => {
    const page = await session.newPage();
    await page.goto("/s/");
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("/search/{type}/{query} goes to /browse/{query} and /search/{type} to /browse", async () => {
    const page = await session.newPage();
    await page.goto("/search/movie/sintel");
    await page.waitForURL(/\/browse\/sintel$/);
    await page.goto("/search/movie");
    await page.waitForURL(/\/browse$/);
  });

  it("a legacy tmdb-show address is resolved to the show's media page", async () => {
    const page = await session.newPage();
    await page.goto("/media/tmdb-show-900000001-old-name");
    await page.waitForURL(/\/media\/tmdb-tv-900000001-caminandes(\/|$)/);
  });

  it("a legacy address that cannot be resolved goes home", async () => {
    const page = await session.newPage();
    await page.goto("/media/JW-movie-8470");
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/media/tmdb-show-12345-unknown");
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("/discover and /title/{media} are pages of their own", async () => {
    const page = await session.newPage();
    await page.goto("/title/tmdb-movie-10378-big-buck-bunny");
    await page.getByRole("heading", { level: 1, name: "Big Buck Bunny" }).waitFor();
    await page.goto("/title/tmdb-movie-1-nothing");
    await page.getByRole("heading", { name: "Couldn't find that media" }).waitFor();
  });
});
