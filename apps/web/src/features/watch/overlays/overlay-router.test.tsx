import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "../../../shared/router";
import { describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../../shared/testing/test-providers";
import { PlayerScreen } from "../screen/PlayerScreen";
import type { WatchMeta } from "../watch-meta";
import { formatOverlayRoute, parseOverlayRoute } from "./overlay-route";

const movie: WatchMeta = {
  kind: "movie",
  tmdbId: "10378",
  title: "Big Buck Bunny",
  year: 2008,
  posterPath: null,
};

function renderPlayer(entry = "/media/m") {
  vi.stubGlobal("fetch", () => Promise.resolve(new Response("{}", { status: 404 })));
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>home</p> },
      { path: "/media/m", element: <PlayerScreen meta={movie} mediaId="m" /> },
    ],
    { initialEntries: ["/", entry], initialIndex: 1 },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const search = (router: ReturnType<typeof renderPlayer>) => router.state.location.search;

describe("overlay routes in the r parameter", () => {
  it("reads a router id and a page", () => {
    expect(parseOverlayRoute("/settings/quality")).toEqual({ id: "settings", path: "/quality" });
    expect(parseOverlayRoute("/episodes")).toEqual({ id: "episodes", path: "/" });
    expect(parseOverlayRoute("/settings/")).toEqual({ id: "settings", path: "/" });
  });

  it("ignores an unknown router or a malformed value", () => {
    expect(parseOverlayRoute("/downloads/x")).toBeNull();
    expect(parseOverlayRoute("settings")).toBeNull();
    expect(parseOverlayRoute(null)).toBeNull();
  });

  it("writes what it reads", () => {
    expect(formatOverlayRoute({ id: "settings", path: "/" })).toBe("/settings");
    expect(formatOverlayRoute({ id: "settings", path: "/audio" })).toBe("/settings/audio");
  });
});

describe("the settings overlay", () => {
  it("opens from its button into ?r=/settings and moves between pages in the URL", async () => {
    const router = renderPlayer();
    fireEvent.click(await screen.findByRole("button", { name: "Settings" }));
    expect(await screen.findByRole("dialog", { name: "Settings" })).toBeTruthy();
    expect(search(router)).toBe("?r=%2Fsettings");

    fireEvent.click(screen.getByRole("button", { name: /Playback/ }));
    expect(await screen.findByRole("radiogroup", { name: "Speed" })).toBeTruthy();
    expect(search(router)).toBe("?r=%2Fsettings%2Fplayback");
  });

  it("closes with Esc and leaves no overlay entry behind in history", async () => {
    const router = renderPlayer();
    fireEvent.click(await screen.findByRole("button", { name: "Settings" }));
    await screen.findByRole("dialog", { name: "Settings" });
    fireEvent.keyDown(document.body, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(search(router)).toBe("");
    expect(router.state.location.pathname).toBe("/media/m");
  });

  it("closes with the browser's back button", async () => {
    const router = renderPlayer();
    fireEvent.click(await screen.findByRole("button", { name: "Settings" }));
    await screen.findByRole("dialog", { name: "Settings" });
    await act(() => router.navigate(-1));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(router.state.location.pathname).toBe("/media/m");
  });

  it("opens at the page named in the URL and closes in place when loaded that way", async () => {
    const router = renderPlayer("/media/m?r=/settings/quality");
    expect(await screen.findByRole("radio", { name: "360p" })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/media/m");
  });

  it("keeps focus inside the open panel", async () => {
    renderPlayer();
    fireEvent.click(await screen.findByRole("button", { name: "Settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Settings" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });
});
