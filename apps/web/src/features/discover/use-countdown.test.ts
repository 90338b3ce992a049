import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCountdown } from "./use-countdown";

beforeEach(() => vi.useFakeTimers());

/** Lets whole seconds pass, one render at a time (each second schedules the next). */
function passSeconds(count: number) {
  for (let i = 0; i < count; i += 1)
    act(() => {
      vi.advanceTimersByTime(1000);
    });
}
afterEach(() => vi.useRealTimers());

describe("the Watch Something New countdown", () => {
  it("counts 5 seconds down, then opens what it picked", () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown<string>(5, onDone));
    act(() => result.current.toggle(() => "nosferatu"));
    expect(result.current.countdown).toEqual({ target: "nosferatu", secondsLeft: 5 });
    passSeconds(4);
    expect(result.current.countdown?.secondsLeft).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
    passSeconds(1);
    expect(onDone).toHaveBeenCalledExactlyOnceWith("nosferatu");
    expect(result.current.countdown).toBeNull();
  });

  it("is cancelled by pressing again, and then opens nothing", () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown<string>(5, onDone));
    act(() => result.current.toggle(() => "nosferatu"));
    passSeconds(2);
    act(() => result.current.toggle(() => "other"));
    expect(result.current.countdown).toBeNull();
    passSeconds(10);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("does not start when there is nothing to pick", () => {
    const { result } = renderHook(() => useCountdown<string>(5, vi.fn()));
    act(() => result.current.toggle(() => null));
    expect(result.current.countdown).toBeNull();
  });
});
