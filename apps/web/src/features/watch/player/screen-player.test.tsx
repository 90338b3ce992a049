import type { RunOutput } from "@matinee/contracts";
import type * as PlayerModule from "@matinee/player";
import type { Player } from "@matinee/player";
import { render } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../../shared/testing/test-providers";
import { VideoSurface } from "../screen/VideoSurface";
import { createFakePlayer } from "../testing/fake-player";
import { PlayerProvider, usePlayer } from "./PlayerProvider";
import {
  adoptScreenPlayer,
  loadedOutput,
  releaseScreenPlayer,
  startPlayerAhead,
} from "./screen-player";

const created: {
  player: Player;
  attach: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
}[] = [];

vi.mock("@matinee/player", async (original) => ({
  ...(await original<typeof PlayerModule>()),
  createPlayer: () => {
    const fake = createFakePlayer(vi.fn);
    const attach = vi.fn();
    const destroy = vi.fn();
    Object.assign(fake.player, { attach, destroy });
    created.push({ player: fake.player, attach, destroy });
    return fake.player;
  },
}));

const found: RunOutput = {
  sourceId: "library",
  stream: { id: "s", type: "hls", playlist: "https://cdn.test/s.m3u8", flags: [], captions: [] },
};

afterEach(() => {
  // Whatever a test left waiting is destroyed at the end of the task.
  releaseScreenPlayer(adoptScreenPlayer("cleanup", "en"));
  vi.useRealTimers();
  created.length = 0;
});

function Probe({ onPlayer }: { onPlayer: (player: Player) => void }) {
  onPlayer(usePlayer());
  return (
    <VideoSurface title="Big Buck Bunny" onTap={() => undefined} onDoubleClick={() => undefined} />
  );
}

describe("the screen's player", () => {
  it("starts loading a stream found ahead before anything renders, into its own <video>", () => {
    const ahead = startPlayerAhead("10378", "en", found, 42);
    expect(created).toHaveLength(1);
    expect(created[0]?.attach).toHaveBeenCalledWith(ahead.video);
    expect(ahead.player.load).toHaveBeenCalledWith(found.stream, { startAt: 42 });
    expect(loadedOutput(ahead.player)).toBe(found);
    expect(ahead.video.isConnected).toBe(false);
  });

  it("is adopted by the title's screen on its first render, once under StrictMode", () => {
    vi.useFakeTimers();
    const ahead = startPlayerAhead("10378", "en", found, 0);
    const seen = new Set<Player>();
    const view = render(
      <StrictMode>
        <TestProviders>
          <PlayerProvider mediaKey="10378">
            <Probe onPlayer={(player) => seen.add(player)} />
          </PlayerProvider>
        </TestProviders>
      </StrictMode>,
    );
    vi.runAllTimers();
    expect(created).toHaveLength(1);
    expect([...seen]).toEqual([ahead.player]);
    expect(ahead.player.load).toHaveBeenCalledOnce();
    expect(view.container.ownerDocument.querySelector("video")).toBe(ahead.video);
    expect(ahead.video.getAttribute("aria-label")).toBe("Big Buck Bunny");
    expect(created[0]?.destroy).not.toHaveBeenCalled();

    view.unmount();
    expect(created[0]?.destroy).not.toHaveBeenCalled(); // Not before this task ends...
    vi.runAllTimers();
    expect(created[0]?.destroy).toHaveBeenCalledOnce(); // ...but then, as the page has gone.
    expect(ahead.video.isConnected).toBe(false);
  });

  it("is made by the screen when no stream was found ahead, and another title's is dropped", () => {
    vi.useFakeTimers();
    startPlayerAhead("10378", "en", found, 0);
    const adopted = adoptScreenPlayer("999", "en");
    expect(created).toHaveLength(2);
    expect(created[0]?.destroy).toHaveBeenCalledOnce();
    expect(adopted.player).toBe(created[1]?.player);
    expect(adopted.player.load).not.toHaveBeenCalled();
    expect(created[1]?.attach).toHaveBeenCalledWith(adopted.video);
  });

  it("is destroyed when its screen never comes", () => {
    vi.useFakeTimers();
    startPlayerAhead("10378", "en", found, 0);
    vi.runAllTimers();
    expect(created[0]?.destroy).toHaveBeenCalledOnce();
  });
});
