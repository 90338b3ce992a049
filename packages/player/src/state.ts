import { sortQualities } from "@matinee/domain";
import type { AdapterEventMap, PlayerState } from "./types";

/** The media part of the state before a source starts (what a new source resets). */
const EMPTY_MEDIA = {
  playing: false,
  paused: true,
  waiting: false,
  seeking: false,
  ended: false,
  hasPlayedOnce: false,
  currentTime: 0,
  duration: 0,
  buffered: [],
  qualities: [],
  quality: null,
  audioTracks: [],
  audioTrack: null,
  embeddedTextTracks: [],
  pictureInPicture: false,
  error: null,
} satisfies Partial<PlayerState>;

/** State before anything was loaded. */
export function initialState(settings: {
  volume: number;
  muted: boolean;
  automaticQuality: boolean;
  lastChosenQuality: PlayerState["lastChosenQuality"];
}): PlayerState {
  return {
    status: "idle",
    source: null,
    adapter: null,
    meta: null,
    ...EMPTY_MEDIA,
    volume: settings.volume,
    muted: settings.muted,
    playbackRate: 1,
    automaticQuality: settings.automaticQuality,
    lastChosenQuality: settings.lastChosenQuality,
    captions: [],
    caption: null,
    thumbnails: [],
  };
}

/** The media part of the state, as it is before a new source starts. */
export function clearedMedia(state: PlayerState): PlayerState {
  return { ...state, ...EMPTY_MEDIA };
}

type Reducers = {
  [K in keyof AdapterEventMap]: (state: PlayerState, detail: AdapterEventMap[K]) => PlayerState;
};

/** How each confirmed adapter event changes the state (request → adapter → event → store). */
const REDUCERS: Reducers = {
  play: (s) => ({ ...s, paused: false, ended: false }),
  pause: (s) => ({ ...s, paused: true, playing: false }),
  playing: (s) => ({ ...s, playing: true, paused: false, waiting: false, hasPlayedOnce: true }),
  waiting: (s) => ({ ...s, waiting: true, playing: false }),
  seeking: (s) => ({ ...s, seeking: true }),
  // An earlier seek can settle after a later request; the element already holds the later one.
  seeked: (s, { currentTime }) => ({ ...s, seeking: false, currentTime }),
  ended: (s) => ({ ...s, ended: true, playing: false, paused: true }),
  timeupdate: (s, d) => ({ ...s, currentTime: d.currentTime }),
  durationchange: (s, d) => ({ ...s, duration: Number.isFinite(d.duration) ? d.duration : 0 }),
  progress: (s, d) => ({ ...s, buffered: d.buffered }),
  volumechange: (s, d) => ({ ...s, volume: d.volume, muted: d.muted }),
  ratechange: (s, d) => ({ ...s, playbackRate: d.playbackRate }),
  qualities: (s, d) => ({ ...s, qualities: sortQualities(d.qualities) }),
  qualitychange: (s, d) => ({ ...s, quality: d.quality, automaticQuality: d.automatic }),
  audiotracks: (s, d) => ({ ...s, audioTracks: d.tracks }),
  audiotrackchange: (s, d) => ({ ...s, audioTrack: d.id }),
  texttracks: (s, d) => ({ ...s, embeddedTextTracks: d.tracks }),
  pictureinpicturechange: (s, d) => ({ ...s, pictureInPicture: d.active }),
  // The first fatal error is the one to show; later ones are consequences of it.
  error: (s, d) => (s.error?.fatal ? s : { ...s, error: d }),
};

export function reduceAdapterEvent<K extends keyof AdapterEventMap>(
  state: PlayerState,
  type: K,
  detail: AdapterEventMap[K],
): PlayerState {
  return REDUCERS[type](state, detail);
}
