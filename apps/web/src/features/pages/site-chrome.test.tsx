import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "../../shared/testing/render-in-router";
import { getContactEmail, getSiteLinks } from "./site-contact";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

vi.mock("./site-contact", () => ({ getContactEmail: vi.fn(), getSiteLinks: vi.fn() }));

function renderChrome() {
  return renderInRouter(
    <>
      <SiteHeader status={<span>status slot</span>} />
      <SiteFooter />
    </>,
    "/",
    "*",
  );
}

beforeEach(() => {
  vi.mocked(getContactEmail).mockReturnValue(null);
  vi.mocked(getSiteLinks).mockReturnValue({ chat: null, sourceCode: null, social: null });
});

describe("site header", () => {
  it("links home, shows its status slot and has a discover shortcut", () => {
    renderChrome();
    expect(screen.getByRole("link", { name: /home page/ }).getAttribute("href")).toBe("/");
    expect(screen.getByText("status slot")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Discover" }).getAttribute("href")).toBe(
      "/discover",
    );
  });

  it("lists only screens that exist in its menu, and navigates from it", () => {
    const router = renderChrome();
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const entries = screen.getAllByRole("menuitem").map((entry) => entry.textContent);
    expect(entries).toEqual([
      "Sync to the cloud",
      "Log in",
      "Discover",
      "About",
      "Help and support",
    ]);
    fireEvent.click(screen.getByRole("menuitem", { name: "About" }));
    expect(router.state.location.pathname).toBe("/about");
    expect(screen.queryByRole("menu")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const current = screen.getByRole("menuitem", { name: "About" });
    expect(current.getAttribute("aria-current")).toBe("page");
  });

  it("adds the operator's contact to the menu when one is configured", () => {
    vi.mocked(getContactEmail).mockReturnValue("team@example.org");
    renderChrome();
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const mail = screen.getByRole("menuitem", { name: /Email the people/ });
    expect(mail.getAttribute("href")).toBe("mailto:team@example.org");
  });
});

describe("the operator's links in the header", () => {
  it("puts chat and source in the header for wide screens, and every link in the menu", () => {
    vi.mocked(getSiteLinks).mockReturnValue({
      chat: "https://chat.example/",
      sourceCode: "https://code.example/matinee",
      social: "https://social.example/@matinee",
    });
    vi.mocked(getContactEmail).mockReturnValue("team@example.org");
    renderChrome();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const chat = within(nav).getByRole("link", { name: "Community chat" });
    expect(chat.getAttribute("href")).toBe("https://chat.example/");
    // Hidden below md, where the menu is their place.
    expect(chat.className).toContain("max-md:hidden");
    expect(within(nav).getByRole("link", { name: "Source code" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Social media" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const entries = screen.getAllByRole("menuitem").map((entry) => entry.textContent);
    expect(entries).toEqual([
      "Sync to the cloud",
      "Log in",
      "Discover",
      "About",
      "Help and support",
      "Community chat",
      "Source code",
      "Social media",
      "Email the people who run this server",
    ]);
    expect(screen.getByRole("menuitem", { name: "Social media" }).getAttribute("href")).toBe(
      "https://social.example/@matinee",
    );
  });

  it("shows none of them when none is configured", () => {
    renderChrome();
    expect(screen.queryByRole("link", { name: "Community chat" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getAllByRole("menuitem")).toHaveLength(5);
  });
});

describe("site footer", () => {
  it("carries the disclaimer and links to about and support, but no takedown link", () => {
    renderChrome();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "Disclaimer" })).toBeTruthy();
    expect(within(footer).getByText(/does not store any films/)).toBeTruthy();
    expect(within(footer).getByRole("link", { name: "About" }).getAttribute("href")).toBe("/about");
    expect(within(footer).getByRole("link", { name: "Support" })).toBeTruthy();
    expect(within(footer).queryByRole("link", { name: "Takedown requests" })).toBeNull();
  });

  it("links the takedown page when a contact address is configured", () => {
    vi.mocked(getContactEmail).mockReturnValue("legal@example.org");
    renderChrome();
    const footer = screen.getByRole("contentinfo");
    expect(
      within(footer).getByRole("link", { name: "Takedown requests" }).getAttribute("href"),
    ).toBe("/dmca");
  });
});
