import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MenuButton, menuItemProps } from "./MenuButton";

function renderMenu(onPick = vi.fn<(name: string) => void>()) {
  render(
    <div>
      <MenuButton label="Menu">
        {["Alpha", "Beta", "Gamma"].map((name) => (
          <button key={name} type="button" {...menuItemProps} onClick={() => onPick(name)}>
            {name}
          </button>
        ))}
      </MenuButton>
      <p>outside</p>
    </div>,
  );
  return { button: screen.getByRole("button", { name: "Menu" }), onPick };
}

const focused = () => document.activeElement?.textContent;

describe("MenuButton", () => {
  it("opens on click with focus on the first entry and tells assistive tech it is open", () => {
    const { button } = renderMenu();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("menu", { name: "Menu" })).toBeTruthy();
    expect(focused()).toBe("Alpha");
  });

  it("moves between entries with the arrow keys, Home and End, wrapping around", () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: "ArrowDown" });
    const menu = screen.getByRole("menu");
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(focused()).toBe("Beta");
    fireEvent.keyDown(menu, { key: "End" });
    expect(focused()).toBe("Gamma");
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(focused()).toBe("Alpha");
    fireEvent.keyDown(menu, { key: "ArrowUp" });
    expect(focused()).toBe("Gamma");
    fireEvent.keyDown(menu, { key: "Home" });
    expect(focused()).toBe("Alpha");
  });

  it("opens on the last entry with ArrowUp", () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: "ArrowUp" });
    expect(focused()).toBe("Gamma");
  });

  it("closes on Escape and gives focus back to the button", () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("closes on a click outside", () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText("outside"));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("runs the chosen entry and closes", () => {
    const { button, onPick } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("menuitem", { name: "Beta" }));
    expect(onPick).toHaveBeenCalledWith("Beta");
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});
