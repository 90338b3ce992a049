import type { RunOutput } from "@matinee/contracts";
import type * as PlayerModule from "@matinee/player";
import type { Player, PlayerOptions } from "@matinee/player";
import type * as ProvidersModule from "@matinee/providers";
import { render } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetExtensionState, useExtensionState } from "../../../shared/lib/extension-state";
import { TestProviders } from "../../../shared/testing/test-providers";
import { VideoSurface } from "../screen/VideoSurface";
import { createFakePlayer } from "../testing/fake-player";
import { PlayerProvider, usePlayer } from "../player/PlayerProvider";
import {
  AHEAD_LIFETIME_MS,
  adoptScreenPlayer,
  loadedOutput,
  releaseScreenPlayer,
  startPlayerAhead,
} from "./screen-player";

const created: {
  player: Player;
  options: PlayerOptions;
  attach: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
}[] = [];

vi.mock("@matinee/player", async (original) => ({
  ...(await original<typeof PlayerModule>()),
  createPlayer: (options: PlayerOptions) => {
    const fake = createFakePlayer(vi.fn);
    const attach = vi.fn();
    const destroy = vi.fn();
    Object.assign(fake.player, { attach, destroy });
    created.push({ player: fake.player, options, attach, destroy });
    return fake.player;
  },
}));

// The page side of the extension's relay: what the engine's header rules send.
const sendExtensionMessage = vi.hoisted(() => vi.fn(() => Promise.resolve({ success: true })));
vi.mock("@matinee/providers", async (original) => ({
  ...(await original<typeof ProvidersModule>()),
  sendExtensionMessage,
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
  resetExtensionState();
  sendExtensionMessage.mockClear();
});

function Probe({ onPlayer }: { onPlayer: (player: Player) => void }) {
  onPlayer(usePlayer());
  return (
    <VideoSurface title="Big Buck Bunny" onTap={() => undefined} onDoubleClick={() => undefined} />
  );
}

describe("the screen's player", () => {
  it("starts a stream found ahead before anything renders, shown full-window", () => {
    const ahead = startPlayerAhead("10378", "en", found, 42);
    expect(created).toHaveLength(1);
    expect(created[0]?.attach).toHaveBeenCalledWith(ahead.video);
    expect(ahead.player.load).toHaveBeenCalledWith(found.stream, { startAt: 42 });
    expect(loadedOutput(ahead.player)).toBe(found);
    // In the document at once, so its first frame shows while the app starts.
    const standIn = ahead.video.parentElement;
    expect(standIn?.parentElement).toBe(document.body);
    expect(standIn?.className).toBe("fixed inset-0 bg-black");
  });

  it("leaves no stand-in behind once its screen has taken the <video>", async () => {
    vi.useFakeTimers();
    const ahead = startPlayerAhead("10378", "en", found, 0);
    const standIn = ahead.video.parentElement;
    const view = render(
      <TestProviders>
        <PlayerProvider mediaKey="10378">
          <Probe onPlayer={() => undefined} />
        </PlayerProvider>
      </TestProviders>,
    );
    await vi.advanceTimersByTimeAsync(0); // The stand-in hears that it is empty (a microtask).
    expect(view.container.contains(ahead.video)).toBe(true);
    expect(standIn?.isConnected).toBe(false);
    expect(document.body.querySelectorAll("video")).toHaveLength(1);
    view.unmount();
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

  it("is destroyed, and leaves the document, when its screen never comes", async () => {
    vi.useFakeTimers();
    const ahead = startPlayerAhead("10378", "en", found, 0);
    await vi.advanceTimersByTimeAsync(AHEAD_LIFETIME_MS);
    expect(created[0]?.destroy).toHaveBeenCalledOnce();
    expect(ahead.video.isConnected).toBe(false);
    expect(document.body.children).toHaveLength(0);
  });

  it("has the extension set the stream's header rules, while it is active", async () => {
    startPlayerAhead("10378", "en", found, 0);
    const onStreamHosts = created[0]?.options.onStreamHosts;
    expect(onStreamHosts).toBeTypeOf("function");
    const request = {
      kind: "stream" as const,
      hosts: ["cdn.test"],
      headers: { Referer: "https://player.test/" },
    };
    useExtensionState.setState({ status: "unknown", checked: true });
    await onStreamHosts?.(request);
    expect(sendExtensionMessage).not.toHaveBeenCalled();
    useExtensionState.setState({ status: "success", checked: true });
    await onStreamHosts?.(request);
    expect(sendExtensionMessage).toHaveBeenCalledWith(
      "prepareStream",
      {
        ruleId: 1,
        targetDomains: ["cdn.test"],
        requestHeaders: { Referer: "https://player.test/" },
      },
      expect.objectContaining({ timeoutMs: expect.any(Number) as number }),
    );
  });
});
