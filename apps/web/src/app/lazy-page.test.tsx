import { render, screen } from "@testing-library/react";
import { Component, Suspense, type ComponentType, type ReactNode } from "react";
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

  it("loads without suspending for a route that waits with useLoaded, and reports a failure", async () => {
    const { Page, useLoaded } = lazyPage(
      () => Promise.resolve(pageModule),
      (module) => module.Page,
    );
    function Route() {
      return useLoaded() ? <Page /> : <p>Route loading</p>;
    }
    // No Suspense boundary at all: nothing may suspend.
    render(<Route />);
    expect(screen.getByText("Route loading")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Loaded page" })).toBeTruthy();

    const failing = lazyPage(
      () => Promise.reject(new Error("offline")),
      (module: typeof pageModule) => module.Page,
    );
    function FailingRoute() {
      return failing.useLoaded() ? <failing.Page /> : <p>Still loading</p>;
    }
    class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
      override state = { error: null };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      override render() {
        return this.state.error ? <p>Failed: {this.state.error}</p> : this.props.children;
      }
    }
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined); // React logs it.
    render(
      <Boundary>
        <FailingRoute />
      </Boundary>,
    );
    expect(await screen.findByText("Failed: offline")).toBeTruthy();
    logged.mockRestore();
  });
});
