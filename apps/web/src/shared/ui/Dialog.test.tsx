import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "./Dialog";

describe("Dialog", () => {
  it("shows a modal named by its title", () => {
    render(
      <Dialog title="Remove device" onClose={() => {}}>
        {() => <p>Body text</p>}
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Remove device" });
    expect(dialog).toHaveProperty("open", true);
    expect(screen.getByText("Body text")).toBeTruthy();
  });

  it("calls onClose once from its close function and from the dialog's close event", () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Confirm" onClose={onClose}>
        {(close) => (
          <button type="button" onClick={close}>
            Cancel
          </button>
        )}
      </Dialog>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent(screen.getByRole("dialog", { hidden: true }), new Event("close"));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("can be named by a label instead of a heading", () => {
    render(
      <Dialog label="Settings" variant="panel" onClose={() => {}}>
        {() => <button type="button">Quality</button>}
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Settings" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(screen.queryByRole("heading")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Quality" }));
  });

  it("closes without calling onClose when its owner unmounts it", () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog title="Details" onClose={onClose}>
        {() => <p>Body</p>}
      </Dialog>,
    );
    const dialog = screen.getByRole<HTMLDialogElement>("dialog");
    const close = vi.spyOn(dialog, "close");
    rerender(<p>gone</p>);
    expect(close).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("moves focus to the first control when its page changes", () => {
    const page = (key: string, name: string) => (
      <Dialog label="Menu" variant="panel" pageKey={key} onClose={() => {}}>
        {() => (
          <>
            <p>{key}</p>
            <button type="button">{name}</button>
          </>
        )}
      </Dialog>
    );
    const { rerender } = render(page("home", "Playback"));
    screen.getByRole("button", { name: "Playback" }).blur();
    rerender(page("playback", "Back"));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Back" }));
  });

  it("closes a panel on a click beside it, not on one inside it", () => {
    const onClose = vi.fn();
    render(
      <Dialog label="Menu" variant="panel" onClose={onClose}>
        {() => <p>Inside</p>}
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog");
    vi.spyOn(dialog, "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: 600, y: 300, width: 343, height: 400 }),
    );
    fireEvent.click(dialog, { clientX: 700, clientY: 400 });
    fireEvent.click(screen.getByText("Inside"), { clientX: 10, clientY: 10 });
    expect(onClose).not.toHaveBeenCalled();
    // The backdrop's clicks reach the dialog element, outside its box.
    fireEvent.click(dialog, { clientX: 100, clientY: 100 });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
