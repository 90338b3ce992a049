import type { Stream } from "@matinee/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../shared/ui/button-styles";
import { WarningIcon } from "../../shared/ui/icons";
import { Notice } from "../../shared/ui/Notice";
import { attachStream } from "./attach-stream";
import { languageLabel } from "./language-label";
import { mediaErrorKind, type PlaybackError } from "./media-error";

interface VideoPlayerProps {
  stream: Stream;
  /** Accessible name of the video ("Big Buck Bunny"). */
  title: string;
}

/**
 * The interim player: a native <video> with the browser's own controls. The full player (an
 * engine in packages/player with Matinee's controls) replaces this in a later issue.
 * Render it with a `key` per title so a new title starts with a clean error state.
 */
export function VideoPlayer({ stream, title }: VideoPlayerProps) {
  const { t, i18n } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<PlaybackError | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    return attachStream(video, stream, setError);
  }, [stream]);

  if (error) {
    return (
      <div className="grid min-h-72 place-items-center rounded-2xl bg-surface ring-1 ring-line">
        <Notice
          tone="danger"
          icon={<WarningIcon />}
          title={t("watch.playbackError.title")}
          actions={
            <Link to="/" className={buttonClass("secondary")}>
              {t("watch.goHome")}
            </Link>
          }
        >
          <p role="alert">
            {error.kind === "hls"
              ? t("watch.playbackError.hls", { detail: error.detail ?? "" })
              : t(`watch.playbackError.${error.kind}`)}
          </p>
        </Notice>
      </div>
    );
  }

  // Only WebVTT can go in a <track>; SRT captions wait for the subtitle pipeline.
  const tracks = stream.captions.filter((caption) => caption.type === "vtt");
  return (
    <div className="overflow-hidden rounded-2xl bg-black shadow-2xl shadow-black/40 ring-1 ring-line">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- caption tracks come from the stream and are added below when it has any */}
      <video
        ref={videoRef}
        aria-label={title}
        controls
        playsInline
        preload="auto"
        className="aspect-video max-h-[72dvh] w-full bg-black"
        onError={(event) =>
          setError({
            kind: mediaErrorKind(event.currentTarget.error?.code),
            detail: event.currentTarget.error?.message,
          })
        }
      >
        {tracks.map((caption) => (
          <track
            key={caption.id}
            kind="subtitles"
            src={caption.url}
            srcLang={caption.language}
            label={languageLabel(caption.language, i18n.language)}
          />
        ))}
      </video>
    </div>
  );
}
