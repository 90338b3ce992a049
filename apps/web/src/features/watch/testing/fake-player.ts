import { initialState, type Player, type PlayerEventMap, type PlayerState } from "@matinee/player";

const INITIAL: PlayerState = {
  ...initialState({ volume: 1, muted: false, automaticQuality: true, lastChosenQuality: null }),
  status: "playing",
};

const REQUESTS = [
  "play",
  "pause",
  "seek",
  "seekBy",
  "setVolume",
  "setMuted",
  "setPlaybackRate",
  "setQuality",
  "setAudioTrack",
  "setCaption",
  "loadTextTrack",
  "setMeta",
  "load",
  "startScraping",
  "reportScrapeNotFound",
  "reset",
] as const;

/**
 * A stand-in engine for hook and component tests: state changes only when the test calls
 * `set` (as the media would report it); every request is a spy made by `spy` (pass `vi.fn`,
 * so this file needs no test library).
 */
export function createFakePlayer<S extends (...args: never[]) => unknown>(
  spy: () => S,
  initial: Partial<PlayerState> = {},
) {
  let state: PlayerState = { ...INITIAL, ...initial };
  const subscribers = new Set<(next: PlayerState, previous: PlayerState) => void>();
  const listeners = new Map<string, Set<(detail: unknown) => void>>();

  const player = {
    store: {
      getState: () => state,
      subscribe: (listener: (next: PlayerState, previous: PlayerState) => void) => {
        subscribers.add(listener);
        return () => subscribers.delete(listener);
      },
      select: <T>(selector: (s: PlayerState) => T, listener: (value: T, previous: T) => void) =>
        player.store.subscribe((next, previous) => {
          const [a, b] = [selector(next), selector(previous)];
          if (!Object.is(a, b)) listener(a, b);
        }),
    },
    on: (type: keyof PlayerEventMap, listener: (detail: unknown) => void) => {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
      return () => set.delete(listener);
    },
  };
  const spies = Object.fromEntries(REQUESTS.map((name) => [name, spy()])) as Record<
    (typeof REQUESTS)[number],
    S
  >;
  Object.assign(player, spies);

  return {
    player: player as unknown as Player,
    spies,
    /** Changes the state as if the adapter reported it. */
    set(patch: Partial<PlayerState>) {
      const previous = state;
      state = { ...state, ...patch };
      subscribers.forEach((listener) => listener(state, previous));
    },
    emit<K extends keyof PlayerEventMap>(type: K, detail?: PlayerEventMap[K]) {
      listeners.get(type)?.forEach((listener) => listener(detail));
    },
  };
}
