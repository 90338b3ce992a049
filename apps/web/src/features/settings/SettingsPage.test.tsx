import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { SETTINGS_SECTIONS } from "./sections";
import { SettingsPage } from "./SettingsPage";
import { renderSettings } from "./testing/render-settings";

beforeEach(() => localStorage.clear());

describe("SettingsPage", () => {
  it("shows each section under its heading, in the order of the navigation", async () => {
    await renderSettings((services) => <SettingsPage services={services} />);
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Settings sections" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Account",
      "Preferences",
      "Appearance",
      "Interface language",
      "Your data",
    ]);
    const sections = SETTINGS_SECTIONS.map(({ id }) => document.getElementById(id));
    expect(sections.map((section) => section?.tagName)).toEqual([
      "SECTION",
      "SECTION",
      "SECTION",
      "SECTION",
      "SECTION",
    ]);
    expect(screen.getByRole("region", { name: "Account" })).toBe(sections[0]);
    expect(screen.getByRole("region", { name: "Preferences" })).toBe(sections[1]);
    expect(screen.getByRole("region", { name: "Appearance" })).toBe(sections[2]);
    expect(screen.getByRole("region", { name: "Interface language" })).toBe(sections[3]);
    expect(screen.getByRole("region", { name: "Your data" })).toBe(sections[4]);
    expect(document.title).toBe("Settings - Matinee");
  });

  it("links each entry to its section's fragment, and marks the one gone to", async () => {
    const harness = await renderSettings((services) => <SettingsPage services={services} />);
    const data = screen.getByRole("link", { name: "Your data" });
    expect(data.getAttribute("href")).toBe("/settings#data");
    expect(screen.getByRole("link", { name: "Account" }).getAttribute("aria-current")).toBe(
      "location",
    );
    fireEvent.click(data);
    await waitFor(() => expect(harness.location()).toBe("/settings#data"));
    expect(data.getAttribute("aria-current")).toBe("location");
    await waitFor(() => expect(document.activeElement?.id).toBe("data-heading"));
  });
});
