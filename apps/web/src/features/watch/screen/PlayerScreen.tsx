import { useMemo, useRef, type CSSProperties, type FocusEvent } from "react";
import { createPortal } from "react-dom";
import { useServices } from "../../../shared/lib/services";
import { OfflineBanner } from "../../../shared/ui/OfflineBanner";
import {
  ScrapeNotFoundScreen,
  ScrapingScreen,
  useStreamSearch,
  type StreamSearch,
} from "../../scraping";
import { CaptionDropZone } from "../captions/CaptionDropZone";
import { CaptionRenderer } from "../captions/CaptionRenderer";
import { useCaptionLift } from "../captions/use-caption-lift";
import { useCaptionRestore } from "../captions/use-caption-restore";
import { BottomBar } from "../controls/BottomBar";
import { MobileCenterControls } from "../controls/MobileCenterControls";
import { NextEpisodeButton } from "../controls/NextEpisodeButton";
import { VolumePopout } from "../controls/VolumePopout";
import { PlaybackErrorScreen } from "../error/PlaybackErrorScreen";
import { useControlsVisibility } from "../hover/use-controls-visibility";
import { usePlayerKeyboard } from "../keyboard/use-player-keyboard";
import { EpisodesOverlay } from "../overlays/episodes/EpisodesOverlay";
import { SettingsOverlay } from "../overlays/settings/SettingsOverlay";
import { useOverlayRouter } from "../overlays/use-overlay-router";
import { PlayerProvider, usePlayer } from "../player/PlayerProvider";
import { usePlayerState } from "../player/use-player-state";
import { useThumbnailGenerator } from "../thumbnails/use-thumbnail-generator";
import { TopBar } from "../top-bar/TopBar";
import type { WatchMeta } from "../watch-meta";
import { CenterStatus } from "./CenterStatus";
import { useChromeReady } from "../start-up/chrome-ready";
import { ScreenProvider } from "./ScreenContext";
import { scrapeMediaOf } from "./scrape-media";
import { useCommandTarget } from "./use-command-target";
import { useFullscreen } from "./use-fullscreen";
import { useNextEpisode } from "./use-next-episode";
import { useScreenEffects } from "./use-screen-effects";
import { useStreamSource } from "./use-stream-source";
import { VideoSurface } from "./VideoSurface";

/** Focus from the keyboard (not from a click, which would pin the controls on screen). */
function isKeyboardFocus(target: Element): boolean {
  try {
    return target.matches(":focus-visible");
  } catch {
    return false; // A browser without :focus-visible.
  }
}

interface PlayerScreenProps {
  meta: WatchMeta;
  /** The `{media}` URL segment, for episode links. */
  mediaId: string;
}

/**
 * The whole-window player of a title; one engine per title, kept across its episodes.
 * Rendered into <body> so that no stacking context of the app shell can sit on top of it.
 * The search starts here, outside the engine's provider: it begins with this first commit
 * instead of after the whole screen's render (the first frame waits for it).
 */
export function PlayerScreen(props: PlayerScreenProps) {
  const media = useMemo(() => scrapeMediaOf(props.meta), [props.meta]);
  const search = useStreamSearch(media);
  return createPortal(
    <PlayerProvider key={props.meta.tmdbId} mediaKey={props.meta.tmdbId}>
      <PlayerView {...props} media={media} search={search} />
    </PlayerProvider>,
    document.body,
  );
}

function PlayerView({
  meta,
  mediaId,
  media,
  search,
}: PlayerScreenProps & { media: ReturnType<typeof scrapeMediaOf>; search: StreamSearch }) {
  const player = usePlayer();
  const container = useRef<HTMLDivElement>(null);
  const bottomBar = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(container);
  const poster = useServices().metadata?.posterUrl(meta.posterPath) ?? null;
  const status = usePlayerState((state) => state.status);
  const error = usePlayerState((state) => state.error);
  const paused = usePlayerState((state) => state.paused);
  const overlayOpen = useOverlayRouter().route !== null;
  const chromeReady = useChromeReady();
  const hover = useControlsVisibility(paused, overlayOpen);
  useCaptionRestore();
  useThumbnailGenerator();
  const { switchTo } = useStreamSource(meta, media, search);
  const sourceId = search.output?.sourceId ?? null;
  const source = useMemo(() => ({ media, sourceId, switchTo }), [media, sourceId, switchTo]);
  const next = useNextEpisode(meta, mediaId);
  useScreenEffects({
    meta,
    mediaId,
    poster,
    nextPath: next?.path ?? null,
    fromOwnLibrary: sourceId === "library",
  });
  usePlayerKeyboard(useCommandTarget(fullscreen.toggle), () => player.store.getState().paused);

  // A failed video has nothing to play, pause or seek: only the top bar (always on screen, for
  // the way back) and the error screen's own actions remain.
  const failed = status === "playbackError" && error !== null;
  const topShown = hover.visible || failed;
  /**
   * Hidden controls fade out and become inert: no tap, click or focus reaches them (a tap there
   * falls through to the video and shows them). Resting the pointer on them, or tabbing through
   * them, keeps them on screen.
   */
  const bars = (shown: boolean) => ({
    inert: !shown,
    className: `transition-opacity duration-200 ${shown ? "opacity-100" : "pointer-events-none opacity-0"}`,
    onPointerEnter: () => hover.setOverControls(true),
    onPointerLeave: () => hover.setOverControls(false),
    onFocus: (event: FocusEvent) => hover.setOverControls(isKeyboardFocus(event.target)),
    onBlur: () => hover.setOverControls(false),
  });
  const top = bars(topShown);
  const bottom = bars(hover.visible);
  const captionLift = useCaptionLift(container, bottomBar, chromeReady && !failed);

  return (
    <ScreenProvider value={{ meta, mediaId, fullscreen, controlsVisible: hover.visible, source }}>
      <div
        ref={container}
        data-controls={hover.visible ? "shown" : "hidden"}
        style={{ "--caption-lift": `${captionLift}px` } as CSSProperties}
        className={`fixed inset-0 z-40 overflow-hidden bg-black select-none ${hover.visible ? "" : "cursor-none"}`}
        onPointerMove={(event) => hover.handlePointerMove(event.pointerType)}
        onPointerLeave={(event) => hover.handlePointerLeave(event.pointerType)}
      >
        <VideoSurface
          title={meta.title}
          onTap={hover.handleTap}
          onDoubleClick={fullscreen.toggle}
        />
        {failed ? null : <CaptionRenderer />}
        <div className="pointer-events-none absolute inset-0 grid place-items-center">
          <div className="flex flex-col items-center gap-6">
            <CenterStatus />
            {chromeReady && !failed ? (
              <div {...bottom}>
                <MobileCenterControls />
              </div>
            ) : null}
          </div>
        </div>
        {chromeReady ? (
          <>
            <div
              {...top}
              className={`absolute inset-x-0 top-0 z-20 flex flex-col gap-3 bg-linear-to-b from-black/80 to-transparent px-4 pt-4 pb-10 lg:px-6 ${top.className}`}
            >
              <OfflineBanner className="rounded-lg" />
              <TopBar poster={poster} />
            </div>
            {failed ? null : (
              <>
                <div className="pointer-events-none absolute inset-x-0 top-20 z-20 flex justify-center">
                  <VolumePopout />
                </div>
                <div className="pointer-events-none absolute end-4 bottom-28 z-20 lg:end-6">
                  <NextEpisodeButton next={next} />
                </div>
                <div
                  {...bottom}
                  ref={bottomBar}
                  className={`absolute inset-x-0 bottom-0 z-20 bg-linear-to-t from-black/85 to-transparent px-4 pt-12 pb-3 lg:px-6 ${bottom.className}`}
                >
                  <BottomBar />
                </div>
              </>
            )}
          </>
        ) : null}
        {status === "playbackError" && error ? <PlaybackErrorScreen error={error} /> : null}
        {status === "scraping" ? <ScrapingScreen progress={search.state.progress} /> : null}
        {status === "scrapeNotFound" ? (
          <ScrapeNotFoundScreen
            progress={search.state.progress}
            failure={search.state.failure}
            onRetry={media ? search.retry : undefined}
          />
        ) : null}
        {chromeReady ? (
          <>
            <CaptionDropZone target={container} />
            <SettingsOverlay />
            <EpisodesOverlay />
          </>
        ) : null}
      </div>
    </ScreenProvider>
  );
}
