import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "../../shared/testing/render-in-router";
import { getContactEmail } from "./site-contact";
import { AboutPage, DmcaPage, JipPage, SupportPage } from "./text-pages";

vi.mock("./site-contact", () => ({ getContactEmail: vi.fn() }));

beforeEach(() => vi.mocked(getContactEmail).mockReturnValue(null));

describe("the about page", () => {
  it("has five questions whose answers open and close one at a time", () => {
    renderInRouter(<AboutPage />);
    expect(screen.getByRole("heading", { level: 1, name: "About Matinee" })).toBeTruthy();
    const questions = screen.getAllByRole("button", { expanded: false });
    expect(questions).toHaveLength(5);

    const [first, second] = questions;
    if (!first || !second) throw new Error("questions missing");
    const answer = document.getElementById(first.getAttribute("aria-controls") ?? "");
    expect(answer?.hidden).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(answer?.hidden).toBe(false);
    expect(second.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(first);
    expect(answer?.hidden).toBe(true);
  });

  it("offers the way to discover and to support", async () => {
    const router = renderInRouter(<AboutPage />);
    expect(screen.getByRole("link", { name: "Get help" }).getAttribute("href")).toBe("/support");
    fireEvent.click(screen.getByRole("link", { name: "Find something to watch" }));
    await screen.findByText("elsewhere");
    expect(router.state.location.pathname).toBe("/discover");
  });

  it("names the tab after the page", () => {
    renderInRouter(<AboutPage />);
    expect(document.title).toBe("About Matinee - Matinee");
  });
});

describe("the support page", () => {
  it("has two questions and no contact when no address is configured", () => {
    renderInRouter(<SupportPage />);
    expect(screen.getAllByRole("button", { expanded: false })).toHaveLength(2);
    expect(screen.queryByRole("heading", { name: "Contact" })).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it("links the configured contact address", () => {
    vi.mocked(getContactEmail).mockReturnValue("help@example.org");
    renderInRouter(<SupportPage />);
    const contact = screen.getByRole("heading", { name: "Contact" }).parentElement!;
    const link = within(contact).getByRole("link", { name: /help@example.org/ });
    expect(link.getAttribute("href")).toBe("mailto:help@example.org");
  });
});

describe("the takedown page", () => {
  it("does not exist without a contact address", () => {
    renderInRouter(<DmcaPage />);
    expect(screen.getByRole("heading", { name: "Couldn't find that page" })).toBeTruthy();
  });

  it("gives the contact address as a mailto link when configured", () => {
    vi.mocked(getContactEmail).mockReturnValue("legal@example.org");
    renderInRouter(<DmcaPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Takedown requests" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /legal@example.org/ }).getAttribute("href")).toBe(
      "mailto:legal@example.org",
    );
  });
});

describe("the credits page", () => {
  it("thanks Jip and links to the movie-web project in a new tab", () => {
    renderInRouter(<JipPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Thanks, Jip" })).toBeTruthy();
    const link = screen.getByRole("link", { name: /movie-web on GitHub/ });
    expect(link.getAttribute("href")).toBe("https://github.com/movie-web/movie-web");
    expect(link.getAttribute("target")).toBe("_blank");
  });
});
