import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { connectivityStore } from "../lib/connectivity-store";
import { TestProviders } from "../testing/test-providers";
import { OFFLINE_BANNER_DISMISSED_KEY, OfflineBanner } from "./OfflineBanner";

function renderBanner() {
  render(
    <TestProviders>
      <OfflineBanner />
    </TestProviders>,
  );
}

const setOnline = (isOnline: boolean) => act(() => connectivityStore.setState({ isOnline }));

afterEach(() => {
  connectivityStore.setState({ isOnline: true });
  sessionStorage.clear();
});

describe("OfflineBanner", () => {
  it("appears while the server cannot be reached and goes when it answers again", () => {
    renderBanner();
    expect(screen.queryByRole("alert")).toBeNull();
    setOnline(false);
    expect(screen.getByRole("alert").textContent).toMatch(/offline/);
    setOnline(true);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("stays hidden for the rest of the session once dismissed", () => {
    renderBanner();
    setOnline(false);
    fireEvent.click(screen.getByRole("button", { name: "Hide this message" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sessionStorage.getItem(OFFLINE_BANNER_DISMISSED_KEY)).toBe("1");
    setOnline(true);
    setOnline(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("starts hidden when dismissed earlier in the session", () => {
    sessionStorage.setItem(OFFLINE_BANNER_DISMISSED_KEY, "1");
    connectivityStore.setState({ isOnline: false });
    renderBanner();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
