import { fireEvent, screen } from "@testing-library/react";
import { parseRuntimeConfig } from "@matinee/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { setAppConfig } from "../../shared/lib/config";
import { DOWNTIME_SEEN_KEY, DowntimeGate } from "./DowntimeGate";
import { renderInRouter } from "../../shared/testing/render-in-router";

const announceDowntime = () => setAppConfig(parseRuntimeConfig({ VITE_DOWNTIME_NOTICE: "true" }));

const renderAt = (path: string) =>
  renderInRouter(<DowntimeGate>{<p>the page</p>}</DowntimeGate>, path);

afterEach(() => sessionStorage.clear());

describe("DowntimeGate", () => {
  it("shows the page when no downtime is announced", () => {
    renderAt("/about");
    expect(screen.getByText("the page")).toBeTruthy();
  });

  it("shows the notice first while downtime is announced, then goes home", () => {
    announceDowntime();
    const router = renderAt("/about");
    expect(screen.getByRole("heading", { level: 1, name: "Scheduled maintenance" })).toBeTruthy();
    expect(screen.queryByText("the page")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Continue to the home page" }));
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByText("elsewhere")).toBeTruthy();
    expect(sessionStorage.getItem(DOWNTIME_SEEN_KEY)).toBe("1");
  });

  it("does not show the notice again in the same browser session", () => {
    announceDowntime();
    sessionStorage.setItem(DOWNTIME_SEEN_KEY, "1");
    renderAt("/");
    expect(screen.getByText("the page")).toBeTruthy();
  });
});
