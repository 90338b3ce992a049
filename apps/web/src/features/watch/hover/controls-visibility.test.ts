import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { areControlsVisible, hoverAfterTap, type VisibilityInput } from "./controls-visibility";
import { useControlsVisibility } from "./use-controls-visibility";

const idle: VisibilityInput = {
  hover: "none",
  overControls: false,
  overlayOpen: false,
  paused: false,
  touchInput: false,
};

describe("when the player's controls show", () => {
  it("hides them while playing with nobody hovering", () => {
    expect(areControlsVisible(idle)).toBe(false);
  });

  it("shows them while the mouse hovers, rests on the controls, or an overlay is open", () => {
    expect(areControlsVisible({ ...idle, hover: "mouse" })).toBe(true);
    expect(areControlsVisible({ ...idle, overControls: true })).toBe(true);
    expect(areControlsVisible({ ...idle, overlayOpen: true })).toBe(true);
  });

  it("shows them while paused, except for touch users who tapped them away", () => {
    expect(areControlsVisible({ ...idle, paused: true })).toBe(true);
    expect(areControlsVisible({ ...idle, paused: true, touchInput: true })).toBe(false);
  });

  it("toggles them with each tap", () => {
    expect(hoverAfterTap("none")).toBe("touch");
    expect(hoverAfterTap("touch")).toBe("none");
    expect(hoverAfterTap("mouse")).toBe("touch");
  });
});

describe("useControlsVisibility", () => {
  it("hides the controls 3 s after the last mouse move", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useControlsVisibility(false, false));
    act(() => result.current.handlePointerMove("mouse"));
    expect(result.current.visible).toBe(true);
    act(() => void vi.advanceTimersByTime(2000));
    act(() => result.current.handlePointerMove("mouse"));
    act(() => void vi.advanceTimersByTime(2900));
    expect(result.current.visible).toBe(true);
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current.visible).toBe(false);
  });

  it("hides them at once when the mouse leaves the player", () => {
    const { result } = renderHook(() => useControlsVisibility(false, false));
    act(() => result.current.handlePointerMove("mouse"));
    act(() => result.current.handlePointerLeave("mouse"));
    expect(result.current.visible).toBe(false);
  });

  it("keeps them after a tap, whose finger leaves the player as it lifts", () => {
    const { result } = renderHook(() => useControlsVisibility(false, false));
    act(() => result.current.handleTap());
    act(() => result.current.handlePointerLeave("touch"));
    expect(result.current.visible).toBe(true);
  });

  it("shows them on Tab, before the key moves the focus (hidden controls are inert)", () => {
    const { result } = renderHook(() => useControlsVisibility(false, false));
    let shownAtKey: boolean | null = null;
    // A later listener sees the state as the key's default action (the focus move) will.
    const spy = () => (shownAtKey = result.current.visible);
    document.addEventListener("keydown", spy);
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    });
    document.removeEventListener("keydown", spy);
    expect(shownAtKey).toBe(true);
  });

  it("keeps them while the pointer rests on the controls, past the 3 s", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useControlsVisibility(false, false));
    act(() => result.current.handlePointerMove("mouse"));
    act(() => result.current.setOverControls(true));
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.visible).toBe(true);
  });

  it("shows them on a tap and hides them on the next, even when paused", () => {
    const { result } = renderHook(() => useControlsVisibility(true, false));
    act(() => result.current.handleTap());
    expect(result.current.visible).toBe(true);
    act(() => result.current.handleTap());
    expect(result.current.visible).toBe(false);
  });

  it("ignores pointer moves from a finger", () => {
    const { result } = renderHook(() => useControlsVisibility(false, false));
    act(() => result.current.handlePointerMove("touch"));
    expect(result.current.visible).toBe(false);
  });
});
