import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { isOnboardingCompleted, useOnboardingStore } from "./onboarding-store";
import { OnboardingStartPage } from "./OnboardingStartPage";
import { renderOnboarding } from "./testing/render-onboarding";

afterEach(() => useOnboardingStore.setState({ completed: false }));

const QUERY = `?redirect=${encodeURIComponent("/media/tmdb-movie-10378-big-buck-bunny")}`;

describe("onboarding, step 1", () => {
  it("offers the extension and a proxy, each link keeping the query string", () => {
    renderOnboarding(<OnboardingStartPage />, `/onboarding${QUERY}`);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Choose how streams are fetched",
    );
    expect(screen.getByText("Step 1 of 2")).toBeTruthy();
    const choices = screen.getByRole("list", { name: "Ways to fetch streams" });
    expect(choices.querySelectorAll("li")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Set up the extension" }).getAttribute("href")).toBe(
      `/onboarding/extension${QUERY}`,
    );
    expect(screen.getByRole("link", { name: "Set up a proxy" }).getAttribute("href")).toBe(
      `/onboarding/proxy${QUERY}`,
    );
  });

  it("moves to a step 2 page with the query string", () => {
    const router = renderOnboarding(<OnboardingStartPage />, `/onboarding${QUERY}`);
    fireEvent.click(screen.getByRole("link", { name: "Set up a proxy" }));
    expect(router.state.location.pathname).toBe("/onboarding/proxy");
    expect(router.state.location.search).toBe(QUERY);
  });

  it("explains what skipping means before it, and Go back changes nothing", () => {
    const router = renderOnboarding(<OnboardingStartPage />, `/onboarding${QUERY}`);
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    const dialog = screen.getByRole("dialog", { name: "Use the site's default setup?" });
    expect(dialog.textContent).toContain("some streams may not play");
    expect(dialog.textContent).toContain("default setup");
    fireEvent.click(screen.getByRole("button", { name: "Go back" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(isOnboardingCompleted()).toBe(false);
    expect(router.state.location.pathname).toBe("/onboarding");
  });

  it("completes onboarding on confirming the skip and goes to the redirect target in its place", async () => {
    const router = renderOnboarding(<OnboardingStartPage />, `/onboarding${QUERY}`);
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    fireEvent.click(screen.getByRole("button", { name: "Use the default setup" }));
    expect(
      await screen.findByText("elsewhere /media/tmdb-movie-10378-big-buck-bunny"),
    ).toBeTruthy();
    expect(isOnboardingCompleted()).toBe(true);
    expect(router.state.historyAction).toBe("REPLACE");
    // Back leads to where the viewer was before onboarding, not to onboarding again.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe("/before");
  });

  it.each([
    ["no redirect", ""],
    ["another site", `?redirect=${encodeURIComponent("https://evil.example/")}`],
    ["a protocol-relative address", `?redirect=${encodeURIComponent("//evil.example")}`],
  ])("goes home after skipping with %s", async (_, query) => {
    renderOnboarding(<OnboardingStartPage />, `/onboarding${query}`);
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    fireEvent.click(screen.getByRole("button", { name: "Use the default setup" }));
    expect(await screen.findByText("elsewhere /")).toBeTruthy();
  });
});
