import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlayerContextProvider } from "../player/PlayerProvider";
import { usePlayerPreferences } from "../preferences/preferences-store";
import { createFakePlayer } from "../testing/fake-player";
import { useThumbnailGenerator } from "./use-thumbnail-generator";

const generator = vi.hoisted(() => ({ create: vi.fn(), destroy: vi.fn() }));
vi.mock("@matinee/player", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  createThumbnailGenerator: (...args: unknown[]) => {
    generator.create(...args);
    return { destroy: generator.destroy };
  },
}));
vi.mock("../../../shared/lib/config", () => ({ appConfig: () => ({ cdnReplacements: [] }) }));

function Probe() {
  useThumbnailGenerator();
  return null;
}

function renderProbe() {
  const fake = createFakePlayer(vi.fn);
  render(
    <PlayerContextProvider player={fake.player}>
      <Probe />
    </PlayerContextProvider>,
  );
  return fake;
}

afterEach(() => {
  usePlayerPreferences.setState({ enableThumbnails: false });
  generator.create.mockReset();
  generator.destroy.mockReset();
  vi.restoreAllMocks();
});

describe("useThumbnailGenerator", () => {
  it("takes no images while the preference is off (the default)", () => {
    renderProbe();
    expect(generator.create).not.toHaveBeenCalled();
  });

  it("starts on the screen's engine when the viewer turns images on, stops when off", () => {
    const { player } = renderProbe();
    act(() => void usePlayerPreferences.setState({ enableThumbnails: true }));
    expect(generator.create).toHaveBeenCalledWith(
      player,
      expect.objectContaining({ isSupported: true }),
    );
    act(() => void usePlayerPreferences.setState({ enableThumbnails: false }));
    expect(generator.destroy).toHaveBeenCalledOnce();
  });

  it("tells the generator it is unsupported on Safari", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    );
    usePlayerPreferences.setState({ enableThumbnails: true });
    renderProbe();
    expect(generator.create).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ isSupported: false }),
    );
  });
});
