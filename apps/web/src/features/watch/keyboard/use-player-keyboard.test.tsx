import { fireEvent, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createFakeCommandTarget } from "../testing/fake-command-target";
import { usePlayerKeyboard } from "./use-player-keyboard";

const fakeTarget = () => createFakeCommandTarget(vi.fn);

describe("usePlayerKeyboard", () => {
  it("sends each key on the document to its command", () => {
    const target = fakeTarget();
    renderHook(() => usePlayerKeyboard(target, () => false));
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    fireEvent.keyDown(document.body, { key: "j" });
    fireEvent.keyDown(document.body, { key: ">" });
    fireEvent.keyDown(document.body, { key: "Escape" });
    fireEvent.keyDown(document.body, { key: "c" });
    expect(target.toggleCaptions).toHaveBeenCalledOnce();
    expect(target.seekBy).toHaveBeenNthCalledWith(1, 5);
    expect(target.seekBy).toHaveBeenNthCalledWith(2, -10);
    expect(target.speedStep).toHaveBeenCalledWith(1);
    expect(target.closeOverlay).toHaveBeenCalledOnce();
  });

  it("stops the arrow from scrolling the page", () => {
    renderHook(() => usePlayerKeyboard(fakeTarget(), () => false));
    const event = new KeyboardEvent("keydown", {
      key: "ArrowDown",
      cancelable: true,
      bubbles: true,
    });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("reads the paused state when the key arrives", () => {
    const target = fakeTarget();
    let paused = false;
    renderHook(() => usePlayerKeyboard(target, () => paused));
    fireEvent.keyDown(document.body, { key: "." });
    expect(target.seekBy).not.toHaveBeenCalled();
    paused = true;
    fireEvent.keyDown(document.body, { key: "." });
    expect(target.seekBy).toHaveBeenCalledWith(1);
  });

  it("does nothing for a key typed in a text field", () => {
    const target = fakeTarget();
    renderHook(() => usePlayerKeyboard(target, () => false));
    const input = document.createElement("input");
    document.body.append(input);
    fireEvent.keyDown(input, { key: "k" });
    expect(target.togglePlay).not.toHaveBeenCalled();
    input.remove();
  });

  it("stops listening once the player is gone", () => {
    const target = fakeTarget();
    const { unmount } = renderHook(() => usePlayerKeyboard(target, () => false));
    unmount();
    fireEvent.keyDown(document.body, { key: "k" });
    expect(target.togglePlay).not.toHaveBeenCalled();
  });
});
