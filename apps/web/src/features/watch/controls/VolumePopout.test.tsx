import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../../shared/testing/test-providers";
import { PlayerContextProvider } from "../player/PlayerProvider";
import { createFakePlayer } from "../testing/fake-player";
import { VolumePopout } from "./VolumePopout";

describe("VolumePopout", () => {
  it("shows the new volume when it changes and goes 3 s later", () => {
    vi.useFakeTimers();
    const fake = createFakePlayer(vi.fn, { volume: 1 });
    render(
      <TestProviders>
        <PlayerContextProvider player={fake.player}>
          <VolumePopout />
        </PlayerContextProvider>
      </TestProviders>,
    );
    expect(screen.queryByRole("status")).toBeNull();
    act(() => fake.set({ volume: 0.85 }));
    expect(screen.getByRole("status").textContent).toBe("85%");
    act(() => fake.set({ muted: true }));
    expect(screen.getByRole("status").textContent).toBe("0%");
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
