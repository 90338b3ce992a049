import { PlayPauseButton } from "./PlayPauseButton";
import { SkipButton } from "./SkipButton";

/** Under 1024 px: large skip, play/pause and skip buttons in the middle of the video. */
export function MobileCenterControls() {
  return (
    <div className="pointer-events-auto flex items-center gap-8 lg:hidden">
      <SkipButton direction={-1} large />
      <PlayPauseButton large />
      <SkipButton direction={1} large />
    </div>
  );
}
