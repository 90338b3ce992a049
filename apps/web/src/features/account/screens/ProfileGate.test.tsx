import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../../shared/testing/test-providers";
import { clearLibrary, getLibrary, toggleBookmark } from "../../library";
import { forgetAccount } from "../account-runners";
import { getAccount, useAccountStore } from "../account-store";
import type { RestoreResult } from "../restore";
import { createFakeAccountServer, type FakeAccountServer } from "../testing/fake-account-server";
import { ProfileGate } from "./ProfileGate";

let server: FakeAccountServer;

const account = {
  token: "token-1",
  userId: "user-1",
  sessionId: "session-1",
  deviceName: "x",
  seed: "",
  profile: { colorA: "#0A54FF", colorB: "#0A54FF", icon: "cat" },
};

function deferred() {
  let resolve!: (value: RestoreResult) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<RestoreResult>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const failureShown = () => screen.findByRole("heading", { name: "Failed to load your profile" });

function renderGate(firstRestore: Promise<RestoreResult>, configured = server.baseUrl) {
  render(
    <TestProviders>
      <ProfileGate
        firstRestore={firstRestore}
        services={{ backendUrl: configured, fetch: server.fetch }}
      >
        <p>the app</p>
      </ProfileGate>
    </TestProviders>,
  );
}

beforeEach(() => {
  localStorage.clear();
  clearLibrary();
  server = createFakeAccountServer();
  useAccountStore.setState({ account, backendUrl: null });
});

afterEach(() => {
  forgetAccount();
  useAccountStore.setState({ backendUrl: null });
});

describe("the profile gate at start-up", () => {
  it("shows the loading-profile screen instead of the app until the first restore ends", async () => {
    const restore = deferred();
    renderGate(restore.promise);
    expect(screen.getByRole("status").textContent).toBe("Loading your profile…");
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.queryByText("the app")).toBeNull();
    restore.resolve("restored");
    await act(() => restore.promise);
    expect(screen.getByText("the app")).toBeTruthy();
    expect(screen.queryByText("Loading your profile…")).toBeNull();
  });

  it("shows the app at once when the server ended the session (logged out by the restore)", async () => {
    renderGate(Promise.resolve("loggedOut"));
    expect(await screen.findByText("the app")).toBeTruthy();
  });

  it("says the profile failed to load, and lets the viewer go on with this device's data", async () => {
    toggleBookmark({ tmdbId: "10378", type: "movie", title: "Big Buck Bunny", year: 2008 });
    renderGate(Promise.reject(new Error("HTTP 503")));
    expect(await failureShown()).toBeTruthy();
    expect(screen.getByText(/bookmarks and progress on this device are safe/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue without syncing" }));
    expect(screen.getByText("the app")).toBeTruthy();
    // Still logged in, nothing cleared: the outbox sends later.
    expect(getAccount()).not.toBeNull();
    expect(getLibrary().bookmarks["10378"]).toBeTruthy();
  });

  it("logs out from the failure screen: the session is deleted, the account forgotten", async () => {
    server.sessions.set("token-1", { id: "session-1", userId: "user-1", device: "x" });
    renderGate(Promise.reject(new Error("HTTP 503")));
    await failureShown();
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByText("the app")).toBeTruthy();
    expect(getAccount()).toBeNull();
    expect(server.calls).toContainEqual(
      expect.objectContaining({ method: "DELETE", path: "/sessions/session-1" }),
    );
  });

  it("logs out even when the server does not answer", async () => {
    server.down = true;
    renderGate(Promise.reject(new Error("offline")));
    await failureShown();
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(getAccount()).toBeNull());
    expect(screen.getByText("the app")).toBeTruthy();
  });

  it("offers no server reset with the site's own server", async () => {
    renderGate(Promise.reject(new Error("HTTP 503")));
    await failureShown();
    expect(screen.queryByRole("button", { name: "Reset custom server" })).toBeNull();
  });

  it("goes back to the site's own server on Reset custom server", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    useAccountStore.setState({ backendUrl: "https://mine.example" });
    renderGate(Promise.reject(new Error("HTTP 503")));
    await failureShown();
    fireEvent.click(screen.getByRole("button", { name: "Reset custom server" }));
    expect(useAccountStore.getState().backendUrl).toBeNull();
    expect(reload).toHaveBeenCalled();
  });
});
