import { render, screen } from "@testing-library/react";
import { Suspense, type ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyPage } from "./lazy-page";

const pageModule = { Page: () => <h1>Loaded page</h1> };

function renderInSuspense(Page: ComponentType) {
  render(
    <Suspense fallback={<p>Loading screen</p>}>
      <Page />
    </Suspense>,
  );
}

describe("lazy page", () => {
  it("renders in the first pass, without the loading screen, once preloaded", async () => {
    const load = vi.fn(() => Promise.resolve(pageModule));
    const { Page, preload } = lazyPage(load, (module) => module.Page);
    await preload();
    renderInSuspense(Page);
    expect(screen.getByRole("heading", { name: "Loaded page" })).toBeTruthy();
    expect(screen.queryByText("Loading screen")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the loading screen, then the page, when nothing preloaded it", async () => {
    const { Page } = lazyPage(
      () => Promise.resolve(pageModule),
      (module) => module.Page,
    );
    renderInSuspense(Page);
    expect(screen.getByText("Loading screen")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Loaded page" })).toBeTruthy();
  });
});
