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
    const names = [
      "Account",
      "Preferences",
      "Appearance",
      "Interface language",
      "Subtitles",
      "Connections",
      "Your data",
      "Admin",
    ];
    expect(links.map((link) => link.textContent)).toEqual(names);
    const sections = SETTINGS_SECTIONS.map(({ id }) => document.getElementById(id));
    expect(sections.map((section) => section?.tagName)).toEqual(names.map(() => "SECTION"));
    names.forEach((name, index) => {
      expect(screen.getByRole("region", { name })).toBe(sections[index]);
    });
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
