import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "../shared/router";
import { describe, expect, it } from "vitest";
import { TestProviders } from "../shared/testing/test-providers";
import { hasLightbar } from "./AppShell";
import { createAppRoutes } from "./routes";

function renderAt(path: string) {
  const router = createMemoryRouter(createAppRoutes({ isOpenCatalogue: false }), {
    initialEntries: [path],
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe("app shell", () => {
  it.each([
    ["/about", "About Matinee"],
    ["/support", "Help and support"],
    ["/jip", "Thanks, Jip"],
  ])("loads the text page at %s inside the header and footer", async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });

  it("leaves the header and footer out on media pages, which the player covers", async () => {
    renderAt("/media/not-a-media-id");
    // The media page's chunk (the whole player) takes a while to load here.
    const heading = { name: "Couldn't find that page" };
    expect(await screen.findByRole("heading", heading, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.getByRole("main")).toBeTruthy();
  });

  it("has no takedown page when no contact address is configured", async () => {
    renderAt("/dmca");
    expect(await screen.findByRole("heading", { name: "Couldn't find that page" })).toBeTruthy();
  });

  it("puts the lightbar on browsing pages only", () => {
    expect(hasLightbar("/")).toBe(true);
    expect(hasLightbar("/browse/bunny")).toBe(true);
    expect(hasLightbar("/discover")).toBe(true);
    expect(hasLightbar("/about")).toBe(false);
    expect(hasLightbar("/media/tmdb-movie-10378-big-buck-bunny")).toBe(false);
  });
});
