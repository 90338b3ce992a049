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
});
