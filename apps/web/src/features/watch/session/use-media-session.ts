import { useEffect } from "react";
import { useNavigate } from "../../../shared/router";
import { usePlayer } from "../player/PlayerProvider";

interface SessionInput {
  /** Episode title for a show, else the title. */
  title: string;
  /** The show's name for an episode; empty for a movie. */
  artist: string;
  poster: string | null;
  previousPath: string | null;
  nextPath: string | null;
}

type Handler = [MediaSessionAction, MediaSessionActionHandler | null];

/**
 * The operating system's media controls (lock screen, media keys): what is playing, play,
 * pause, seeking, and previous/next episode for a show.
 */
export function useMediaSession(input: SessionInput): void {
  const player = usePlayer();
  const navigate = useNavigate();
  const { title, artist, poster, previousPath, nextPath } = input;

  useEffect(() => {
    if (!("mediaSession" in navigator)) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({
      title,
      artist,
      artwork: poster ? [{ src: poster }] : [],
    });
    const handlers: Handler[] = [
      ["play", () => player.play()],
      ["pause", () => player.pause()],
      ["seekto", (details) => details.seekTime !== undefined && player.seek(details.seekTime)],
      ["seekbackward", (details) => player.seekBy(-(details.seekOffset ?? 10))],
      ["seekforward", (details) => player.seekBy(details.seekOffset ?? 10)],
      ["previoustrack", previousPath ? () => void navigate(previousPath) : null],
      ["nexttrack", nextPath ? () => void navigate(nextPath) : null],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // Browsers throw for actions they do not know; the others still work.
      }
    }
    const stopState = player.store.select(
      (state) => state.paused,
      (paused) => (session.playbackState = paused ? "paused" : "playing"),
    );
    return () => {
      stopState();
      session.metadata = null;
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [player, navigate, title, artist, poster, previousPath, nextPath]);
}
