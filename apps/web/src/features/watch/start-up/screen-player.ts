import type { RunOutput } from "@matinee/contracts";
import { createPlayer, type Player } from "@matinee/player";
import { appConfig } from "../../../shared/lib/config";
import { createStreamRules } from "../../../shared/lib/extension-stream-rules";
import { usePlayerPreferences } from "../preferences/preferences-store";
import { createUrlRewriter } from "../player/rewrite-url";

/**
 * A player screen's engine and the <video> it plays into. Both are made outside React, so a
 * stream found before the first render starts loading at once (`startPlayerAhead`), and the
 * screen adopts them when it mounts (`adoptScreenPlayer`), whether they were made ahead or not.
 */
export interface ScreenPlayer {
  readonly player: Player;
  /** Attached to the engine for its whole life; the screen puts it in the document. */
  readonly video: HTMLVideoElement;
}

interface Held extends ScreenPlayer {
  /** The title whose screen may adopt it (the screen keeps one engine per title). */
  key: string;
  stop: () => void;
}

/**
 * How long an engine made ahead waits for its screen (the first render may be slow; a screen
 * that never comes, e.g. a page that failed to render, must not leave a stream playing).
 */
export const AHEAD_LIFETIME_MS = 10_000;

/** The engine waiting for its screen: made ahead, or released by a screen that may come back. */
let waiting: { held: Held; timer: ReturnType<typeof setTimeout> } | null = null;

/** The stream each engine was last given by `loadStream` (the screen then loads it not again). */
const loadedOutputs = new WeakMap<Player, RunOutput>();

/**
 * The extension's header rules for the hosts the engine is about to request (PROTOCOLS.md §5.3:
 * the stream's, then HLS level and audio fragment hosts); the engine waits for the stream's
 * rule before it loads. Nothing without an active extension.
 */
const onStreamHosts = createStreamRules();

/** Reads the preferences once: the engine takes them as starting options, then owns them. */
function startingOptions(language: string) {
  const preferences = usePlayerPreferences.getState();
  return {
    preferredAudioLanguage: language,
    rewriteUrl: createUrlRewriter(appConfig().cdnReplacements),
    onStreamHosts,
    volume: preferences.volume,
    muted: preferences.muted,
    quality: {
      automatic: preferences.automaticQuality,
      lastChosen: preferences.lastChosenQuality,
    },
  };
}

/**
 * Makes the engine and its <video>. Volume and the manual quality choice flow back into the
 * preferences store as the engine confirms them, so they outlive the screen.
 */
function createScreenPlayer(key: string, language: string): Held {
  const player = createPlayer(startingOptions(language));
  const video = document.createElement("video");
  video.playsInline = true;
  video.preload = "auto";
  video.className = "absolute inset-0 size-full bg-black object-contain";
  player.attach(video);
  const { setPreference } = usePlayerPreferences.getState();
  const stops = [
    player.on("volumechange", ({ volume, muted }) => {
      setPreference("volume", volume);
      setPreference("muted", muted);
    }),
    player.on("qualitypreference", ({ lastChosenQuality, automatic }) => {
      setPreference("lastChosenQuality", lastChosenQuality);
      setPreference("automaticQuality", automatic);
    }),
  ];
  const stop = () => {
    stops.forEach((off) => off());
    player.destroy();
    video.remove();
  };
  return { key, player, video, stop };
}

function holdWaiting(held: Held, waitMs: number): void {
  if (waiting && waiting.held !== held) destroyWaiting();
  if (waiting) clearTimeout(waiting.timer);
  waiting = { held, timer: setTimeout(destroyWaiting, waitMs) };
}

function destroyWaiting(): void {
  if (!waiting) return;
  clearTimeout(waiting.timer);
  waiting.held.stop();
  waiting = null;
}

/** Gives `player` the found stream from `startAt` (seconds), remembering that it plays it. */
export function loadStream(player: Player, output: RunOutput, startAt: number): void {
  loadedOutputs.set(player, output);
  player.load(output.stream, { startAt });
}

/** The stream last given to `player` by {@link loadStream}, if any. */
export function loadedOutput(player: Player): RunOutput | undefined {
  return loadedOutputs.get(player);
}

/**
 * Opening a title whose stream is already found (before the app has rendered): makes its engine
 * and starts loading the stream now, shown full-window (see `showAhead`); the title's screen
 * adopts both as it mounts.
 */
export function startPlayerAhead(
  key: string,
  language: string,
  output: RunOutput,
  startAt: number,
): ScreenPlayer {
  const held = createScreenPlayer(key, language);
  holdWaiting(held, AHEAD_LIFETIME_MS);
  loadStream(held.player, output, startAt);
  showAhead(held.video);
  return held;
}

/**
 * Puts a <video> made ahead of its screen in the document, full-window on black (where the
 * screen will show it), so its first frame appears while the app is still starting. The screen
 * moves the element into its own layout as it mounts (a move, so playback goes on); the stand-in
 * removes itself once empty, which is also what happens when the engine is destroyed unadopted.
 */
function showAhead(video: HTMLVideoElement): void {
  const standIn = document.createElement("div");
  standIn.className = "fixed inset-0 bg-black";
  standIn.append(video);
  const observer = new MutationObserver(() => {
    if (standIn.hasChildNodes()) return;
    observer.disconnect();
    standIn.remove();
  });
  observer.observe(standIn, { childList: true });
  document.body.append(standIn);
}

/**
 * The engine for a mounting screen of title `key`: the one waiting for it (made ahead, or
 * released by the same screen a moment ago, as StrictMode's remount does), else a new one.
 */
export function adoptScreenPlayer(key: string, language: string): ScreenPlayer {
  if (waiting?.held.key === key) {
    const { held, timer } = waiting;
    clearTimeout(timer);
    waiting = null;
    return held;
  }
  destroyWaiting(); // Another title's: not wanted any more.
  return createScreenPlayer(key, language);
}

/**
 * A screen unmounts: its engine is destroyed once this task ends, unless the same screen mounts
 * again first (StrictMode's unmount-mount) and adopts it.
 */
export function releaseScreenPlayer(screen: ScreenPlayer): void {
  const held = screen as Held;
  holdWaiting(held, 0);
}
