import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetExtensionState, useExtensionState } from "../../../shared/lib/extension-state";
import { EMPTY_PROGRESS, scrapeProgressReducer } from "../progress/scrape-progress";
import { renderScraping } from "../render-scraping";
import { fakeEnvironment } from "../testing-fakes";
import { PermissionMissingScreen } from "./PermissionMissingScreen";
import { ScrapingScreen } from "./ScrapingScreen";

afterEach(() => {
  resetExtensionState();
  sessionStorage.clear();
});

describe("the Permission missing screen", () => {
  it("says what is missing and offers both ways on, each a button", () => {
    renderScraping(<PermissionMissingScreen onGrant={vi.fn()} />, fakeEnvironment());
    expect(screen.getByRole("heading", { name: "Permission missing" })).toBeTruthy();
    expect(screen.getByText(/extension is installed, but this site may not use it/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Grant permission" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continue without the extension" })).toBeTruthy();
  });

  it("opens the extension's permission page on Grant permission", () => {
    const onGrant = vi.fn(() => new Promise<unknown>(() => undefined)); // The tab leaves.
    renderScraping(<PermissionMissingScreen onGrant={onGrant} />, fakeEnvironment());
    fireEvent.click(screen.getByRole("button", { name: "Grant permission" }));
    expect(onGrant).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so when the extension refuses to open its page, or cannot be reached", async () => {
    const onGrant = vi
      .fn<() => Promise<unknown>>()
      .mockResolvedValueOnce({ success: false, error: "openPage must come from a tab" })
      .mockRejectedValueOnce(new Error("gone"));
    renderScraping(<PermissionMissingScreen onGrant={onGrant} />, fakeEnvironment());
    const grant = screen.getByRole("button", { name: "Grant permission" });
    fireEvent.click(grant);
    expect((await screen.findByRole("alert")).textContent).toMatch(/did not open/);
    fireEvent.click(grant);
    await waitFor(() => expect(onGrant).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole("alert")).toBeTruthy();
  });

  it("goes on without the extension for the session on Continue", () => {
    renderScraping(<PermissionMissingScreen onGrant={vi.fn()} />, fakeEnvironment());
    fireEvent.click(screen.getByRole("button", { name: "Continue without the extension" }));
    expect(useExtensionState.getState().declined).toBe(true);
  });
});

describe("the scraping screen while the extension lacks permission", () => {
  it("shows Permission missing in place of the search that waits for the viewer", () => {
    renderScraping(<ScrapingScreen progress={EMPTY_PROGRESS} />, {
      ...fakeEnvironment(),
      hold: "permission",
    });
    expect(screen.getByRole("heading", { name: "Permission missing" })).toBeTruthy();
  });

  it("shows the search once it runs, and while the extension is only being asked", () => {
    const running = scrapeProgressReducer(EMPTY_PROGRESS, {
      type: "init",
      data: { sourceIds: ["library"] },
    });
    const view = renderScraping(<ScrapingScreen progress={running} />, {
      ...fakeEnvironment(),
      hold: "permission",
    });
    expect(screen.queryByRole("heading", { name: "Permission missing" })).toBeNull();
    view.unmount();
    renderScraping(<ScrapingScreen progress={EMPTY_PROGRESS} />, {
      ...fakeEnvironment(),
      hold: "checking",
    });
    expect(screen.queryByRole("heading", { name: "Permission missing" })).toBeNull();
    expect(screen.getByText("Getting the list of sources…")).toBeTruthy();
  });
});
