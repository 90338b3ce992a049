import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { PlayerContextProvider } from "../player/PlayerProvider";
import { createFakePlayer } from "../testing/fake-player";
import { useSeekDrag } from "./use-seek-drag";

function renderDrag(paused: boolean) {
  const fake = createFakePlayer(vi.fn, { paused, currentTime: 20, duration: 100 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlayerContextProvider player={fake.player}>{children}</PlayerContextProvider>
  );
  return { ...fake, ...renderHook(() => useSeekDrag(), { wrapper }) };
}

describe("dragging the seek bar", () => {
  it("pauses while held, seeks on release and plays on if it was playing", () => {
    const { result, spies } = renderDrag(false);
    act(() => result.current.start());
    expect(spies.pause).toHaveBeenCalledOnce();
    act(() => result.current.move(60));
    expect(result.current.dragTime).toBe(60);
    expect(spies.seek).not.toHaveBeenCalled();
    act(() => result.current.end());
    expect(spies.seek).toHaveBeenCalledWith(60);
    expect(spies.play).toHaveBeenCalledOnce();
    expect(result.current.dragTime).toBeNull();
  });

  it("stays paused after the release when it was paused before", () => {
    const { result, spies } = renderDrag(true);
    act(() => result.current.start());
    act(() => result.current.move(70));
    act(() => result.current.end());
    expect(spies.seek).toHaveBeenCalledWith(70);
    expect(spies.pause).not.toHaveBeenCalled();
    expect(spies.play).not.toHaveBeenCalled();
  });

  it("seeks at once for a change without a drag (the slider's arrow keys)", () => {
    const { result, spies } = renderDrag(false);
    act(() => result.current.move(30));
    expect(spies.seek).toHaveBeenCalledWith(30);
    expect(spies.pause).not.toHaveBeenCalled();
  });
});
