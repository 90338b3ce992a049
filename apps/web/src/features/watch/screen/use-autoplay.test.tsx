import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "../../../shared/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetExtensionState, useExtensionState } from "../../../shared/lib/extension-state";
import { setProxyUrls } from "../../../shared/lib/proxy-urls-store";
import { PlayerContextProvider } from "../player/PlayerProvider";
import { usePlayerPreferences } from "../preferences/preferences-store";
import { createFakePlayer } from "../testing/fake-player";
import { useAutoplay } from "./use-autoplay";

const config = vi.hoisted(() => ({ allowAutoplay: false, proxyUrls: [] as string[] }));
vi.mock("../../../shared/lib/config", () => ({ appConfig: () => config }));

function Probe({ next, fromOwnLibrary }: { next: string | null; fromOwnLibrary: boolean }) {
  useAutoplay(next, fromOwnLibrary);
  return null;
}

function renderAutoplay(next: string | null, fromOwnLibrary = true) {
  const fake = createFakePlayer(vi.fn, { duration: 100, currentTime: 50 });
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <PlayerContextProvider player={fake.player}>
            <Probe next={next} fromOwnLibrary={fromOwnLibrary} />
          </PlayerContextProvider>
        ),
      },
    ],
    { initialEntries: ["/media/show/1/1"] },
  );
  render(<RouterProvider router={router} />);
  return { ...fake, router };
}

afterEach(() => {
  usePlayerPreferences.setState({ enableAutoplay: true });
  config.proxyUrls = [];
  config.allowAutoplay = false;
  setProxyUrls([]);
  resetExtensionState();
});

describe("autoplay of the next episode", () => {
  it("moves to the next episode once 1% of the duration is left", () => {
    const { set, router } = renderAutoplay("/media/show/1/2");
    act(() => set({ currentTime: 98.9 }));
    expect(router.state.location.pathname).toBe("/media/show/1/1");
    act(() => set({ currentTime: 99 }));
    expect(router.state.location.pathname).toBe("/media/show/1/2");
  });

  it("stays when the viewer turned autoplay off", () => {
    usePlayerPreferences.setState({ enableAutoplay: false });
    const { set, router } = renderAutoplay("/media/show/1/2");
    act(() => set({ currentTime: 99.5 }));
    expect(router.state.location.pathname).toBe("/media/show/1/1");
  });

  it("stays on a scraped third-party stream when the host does not allow autoplay", () => {
    const { set, router } = renderAutoplay("/media/show/1/2", false);
    act(() => set({ currentTime: 99.5 }));
    expect(router.state.location.pathname).toBe("/media/show/1/1");
  });

  it("moves on from a scraped stream when the host allows autoplay", () => {
    config.allowAutoplay = true;
    const { set, router } = renderAutoplay("/media/show/1/2", false);
    act(() => set({ currentTime: 99.5 }));
    expect(router.state.location.pathname).toBe("/media/show/1/2");
  });

  it("moves on from a scraped stream when the viewer set up their own proxy", () => {
    setProxyUrls(["https://proxy.example.org"]);
    const { set, router } = renderAutoplay("/media/show/1/2", false);
    act(() => set({ currentTime: 99.5 }));
    expect(router.state.location.pathname).toBe("/media/show/1/2");
  });

  it("moves on from a scraped stream when the browser extension is active", () => {
    const { set, router } = renderAutoplay("/media/show/1/2", false);
    act(() => useExtensionState.setState({ status: "success", checked: true }));
    act(() => set({ currentTime: 99.5 }));
    expect(router.state.location.pathname).toBe("/media/show/1/2");
  });

  it("does not count an extension this site may not use", () => {
    useExtensionState.setState({ status: "noperms", checked: true });
    const { set, router } = renderAutoplay("/media/show/1/2", false);
    act(() => set({ currentTime: 99.5 }));
    expect(router.state.location.pathname).toBe("/media/show/1/1");
  });

  it("does not count the operator's proxies or scraper server as the viewer's proxy", () => {
    config.proxyUrls = ["https://proxy.example.org", "|type=api|https://matinee.example.org"];
    setProxyUrls(["|type=api|https://their-api.example.org"]);
    const { set, router } = renderAutoplay("/media/show/1/2", false);
    act(() => set({ currentTime: 99.5 }));
    expect(router.state.location.pathname).toBe("/media/show/1/1");
  });

  it("stays on the last episode", () => {
    const { set, router } = renderAutoplay(null);
    act(() => set({ currentTime: 99.5 }));
    expect(router.state.location.pathname).toBe("/media/show/1/1");
  });
});
