/**
 * happy-dom's <track> hands out a new TextTrack on every read and ignores "hidden"; browsers
 * keep one TextTrack per element with any mode. This gives tests the browsers' behaviour and
 * returns the function that puts happy-dom's back.
 */
export function keepTrackModes(): () => void {
  const prototype = HTMLTrackElement.prototype;
  const original = Object.getOwnPropertyDescriptor(prototype, "track");
  const tracks = new WeakMap<HTMLTrackElement, { mode: TextTrackMode }>();
  Object.defineProperty(prototype, "track", {
    configurable: true,
    get(this: HTMLTrackElement) {
      const track = tracks.get(this) ?? { mode: "disabled" };
      tracks.set(this, track);
      return track;
    },
  });
  return () => {
    if (original) Object.defineProperty(prototype, "track", original);
  };
}
