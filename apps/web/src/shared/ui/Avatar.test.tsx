import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, DEFAULT_PROFILE, PROFILE_ICONS } from "./Avatar";

function avatar(profile: { colorA: string; colorB: string; icon: string }) {
  const { container } = render(<Avatar profile={profile} />);
  return container.firstElementChild as HTMLElement;
}

describe("Avatar", () => {
  it("paints the profile's icon on a gradient of its two colours, hidden from screen readers", () => {
    const element = avatar({ colorA: "#CF2E68", colorB: "#2ECFA8", icon: "couch" });
    expect(element.style.backgroundImage).toMatch(/#CF2E68.*#2ECFA8/i);
    expect(element.getAttribute("aria-hidden")).toBe("true");
    expect(element.querySelector("svg path")).toBeTruthy();
  });

  it("draws every known icon differently, and a cross for one it does not know", () => {
    const drawing = (icon: string) => avatar({ ...DEFAULT_PROFILE, icon }).innerHTML;
    const known = PROFILE_ICONS.map(drawing);
    expect(new Set(known).size).toBe(PROFILE_ICONS.length);
    const unknown = drawing("handcuffs");
    expect(known).not.toContain(unknown);
    expect(unknown).toContain("M8 8l8 8M16 8l-8 8");
  });

  it("paints only colours: a server's odd string falls back to the first swatch", () => {
    const element = avatar({ colorA: "red; background: url(x)", colorB: "#fff", icon: "cat" });
    expect(element.style.backgroundImage).not.toContain("url");
    expect(element.style.backgroundImage).toMatch(/#0A54FF/i);
  });
});
