import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startTheme, useThemeStore } from "../../../shared/theme";
import { renderSettings, testAccount } from "../testing/render-settings";
import { AppearanceSection } from "./AppearanceSection";

const radio = (name: string) =>
  screen.getByRole<HTMLInputElement>("radio", { name: new RegExp(`^${name}`) });
const pageTheme = () => document.documentElement.dataset.theme;

let stopTheme: () => void;

beforeEach(() => {
  localStorage.clear();
  useThemeStore.setState({ chosen: null, instanceDefault: "default" });
  stopTheme = startTheme("blue");
});

afterEach(() => {
  stopTheme();
  vi.restoreAllMocks();
});

describe("the appearance section", () => {
  it("offers the six themes as one radio group, the one showing checked, the site's default marked", async () => {
    await renderSettings(<AppearanceSection />);
    const group = screen.getByRole("radiogroup", { name: "Theme" });
    const names = screen
      .getAllByRole("radio")
      .map((option) => option.closest("label")?.textContent);
    expect(names).toEqual(["Default", "BlueSite default", "Gray", "Red", "Teal", "Black"]);
    expect(group.contains(radio("Teal"))).toBe(true);
    expect(radio("Blue").checked).toBe(true);
  });

  it("draws each card in its own theme's palette", async () => {
    await renderSettings(<AppearanceSection />);
    const previews = screen
      .getAllByRole("radio")
      .map((option) =>
        option.closest("label")?.querySelector("[data-theme]")?.getAttribute("data-theme"),
      );
    expect(previews).toEqual(["default", "blue", "gray", "red", "teal", "blck"]);
  });

  it("applies a picked theme to the page at once and keeps it", async () => {
    await renderSettings(<AppearanceSection />);
    fireEvent.click(radio("Teal"));
    expect(pageTheme()).toBe("teal");
    expect(radio("Teal").checked).toBe(true);
    expect(JSON.parse(localStorage.getItem("matinee::theme") ?? "null")).toMatchObject({
      state: { chosen: "teal" },
    });
  });

  it("queues the pick for the account server when logged in", async () => {
    const enqueueSettings = vi.fn(() => true);
    await renderSettings(<AppearanceSection />, {
      account: testAccount,
      calls: () => ({ enqueueSettings }),
    });
    fireEvent.click(radio("Red"));
    await waitFor(() => expect(enqueueSettings).toHaveBeenCalledWith({ applicationTheme: "red" }));
    expect(pageTheme()).toBe("red");
  });

  it("queues nothing without an account", async () => {
    const enqueueSettings = vi.fn(() => true);
    await renderSettings(<AppearanceSection />, { calls: () => ({ enqueueSettings }) });
    fireEvent.click(radio("Gray"));
    expect(pageTheme()).toBe("gray");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(enqueueSettings).not.toHaveBeenCalled();
  });

  it("follows a theme the account's restore applied", async () => {
    await renderSettings(<AppearanceSection />);
    useThemeStore.setState({ chosen: "blck" });
    await waitFor(() => expect(radio("Black").checked).toBe(true));
  });
});
