import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isDowntimeNoticeOn } from "../../app/config";
import { DOWNTIME_SEEN_KEY, DowntimeGate } from "./DowntimeGate";
import { renderInRouter } from "../../shared/testing/render-in-router";

vi.mock("../../app/config", () => ({ isDowntimeNoticeOn: vi.fn(() => false) }));

const renderAt = (path: string) =>
  renderInRouter(<DowntimeGate>{<p>the page</p>}</DowntimeGate>, path);

afterEach(() => sessionStorage.clear());

describe("DowntimeGate", () => {
  it("shows the page when no downtime is announced", () => {
    renderAt("/about");
    expect(screen.getByText("the page")).toBeTruthy();
  });

  it("shows the notice first while downtime is announced, then goes home", () => {
    vi.mocked(isDowntimeNoticeOn).mockReturnValue(true);
    const router = renderAt("/about");
    expect(screen.getByRole("heading", { level: 1, name: "Scheduled maintenance" })).toBeTruthy();
    expect(screen.queryByText("the page")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Continue to the home page" }));
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByText("elsewhere")).toBeTruthy();
    expect(sessionStorage.getItem(DOWNTIME_SEEN_KEY)).toBe("1");
  });

  it("does not show the notice again in the same browser session", () => {
    vi.mocked(isDowntimeNoticeOn).mockReturnValue(true);
    sessionStorage.setItem(DOWNTIME_SEEN_KEY, "1");
    renderAt("/");
    expect(screen.getByText("the page")).toBeTruthy();
  });
});
