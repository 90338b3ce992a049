import {
  applyCasing,
  captionCss,
  createCueIndex,
  type CaptionCss,
  type Cue,
  type CueLayout,
} from "@matinee/subtitles";
import { memo, useMemo, useRef, type CSSProperties } from "react";
import { useSubtitleSettings } from "../../../shared/subtitles";
import { useCaptionStore } from "./caption-store";
import {
  CAPTION_FONT_CSS,
  captionLineStep,
  flowAlign,
  flowStack,
  flowStackStyle,
  isPlaced,
  pictureBoxStyle,
  pictureRect,
  placeCue,
  placedBoxStyle,
  placeKey,
  type FlowStack,
} from "./cue-layout";
import { cueNodes, splitLines } from "./cue-nodes";
import { useControlsShown } from "./use-controls-shown";
import { useShownCues } from "./use-media-clock";
import { usePlayerBox } from "./use-player-box";

/**
 * A cue is a column of its lines (split at its line breaks); each line is a box in the
 * viewer's look (`captionCss`), so the background hugs that line, and a line too long for the
 * room wraps inside its box, long words broken rather than cut off. The same classes as the
 * settings preview's (features/settings/subtitles/CaptionPreview.tsx), so the preview shows
 * what the player draws.
 */
const CUE_CLASS = "flex max-w-full flex-col";
const LINE_CLASS =
  "max-w-full rounded-[0.2em] px-[0.4em] py-[0.1em] leading-snug break-words whitespace-pre-line";
/** Lines line up as the text does; left and right are taken as the start and end of LTR text. */
const LINE_ALIGN = { start: "start", left: "start", center: "center", end: "end", right: "end" };

const FONT: CSSProperties = { fontSize: CAPTION_FONT_CSS };
const STACK_CLASS = "flex flex-col items-center gap-[0.15em] transition-[bottom] duration-200";

interface ShownCueProps {
  cue: Cue;
  fixCapitals: boolean;
  language: string | null;
  look: CaptionCss;
  /** Flow cues: their column in the stack; placed cues: their box aligns them. */
  flow: boolean;
}

/** One cue on screen; drawn again only when the cue or the look changes. */
const ShownCue = memo(function ShownCue({ cue, fixCapitals, language, look, flow }: ShownCueProps) {
  const lines = useMemo(
    () => splitLines(applyCasing(cue.content, { fixCapitals, language })).map(cueNodes),
    [cue, fixCapitals, language],
  );
  const layout = cue.layout;
  const textAlign = layout?.textAlign ?? "center";
  const style: CSSProperties = {
    textAlign,
    // Start and end follow the cue's own direction (dir=auto).
    alignItems: LINE_ALIGN[textAlign],
    ...(flow && { alignSelf: flowAlign(layout) }),
    ...(flow && layout?.width !== undefined && { width: `${layout.width * 100}%` }),
  };
  return (
    <div data-testid="caption-cue" dir="auto" className={CUE_CLASS} style={style}>
      {lines.map((line, index) => (
        <div key={index} className={LINE_CLASS} style={look}>
          {line}
        </div>
      ))}
    </div>
  );
});

/** A key per cue object (cues have no id): a line keeps its element while others come and go. */
const keys = new WeakMap<Cue, number>();
let lastKey = 0;
function keyOf(cue: Cue): number {
  let key = keys.get(cue);
  if (key === undefined) {
    key = ++lastKey;
    keys.set(cue, key);
  }
  return key;
}

/** The cues on screen, sorted into the stacks and the placed boxes they go to. */
function arrange(cues: readonly Cue[], viewer: "bottom" | "top") {
  const stacks: Record<FlowStack, Cue[]> = { viewer: [], top: [], middle: [] };
  const placed = new Map<string, { layout: CueLayout; cues: Cue[] }>();
  for (const cue of cues) {
    if (isPlaced(cue.layout)) {
      const key = placeKey(cue.layout);
      const group = placed.get(key) ?? { layout: cue.layout, cues: [] };
      group.cues.push(cue);
      placed.set(key, group);
    } else {
      stacks[flowStack(cue.layout, viewer)].push(cue);
    }
  }
  return { stacks, placed: [...placed.entries()] };
}

/**
 * The player's captions: the active caption's cues at the media's time (with the viewer's
 * delay), drawn from the sanitised cue trees (never as HTML) in the viewer's look. Cues without
 * a place of their own stack at the viewer's placement (rising above the control bar while it
 * shows); cues their file places (ASS, WebVTT settings) go to that place in the video's
 * picture, letterbox excluded. Mounted over the video, under the controls (it has no z-index:
 * the player root's later children paint over it); passes every pointer through.
 */
export function CaptionRenderer() {
  const active = useCaptionStore((state) => state.active);
  const delay = useSubtitleSettings((state) => state.delay);
  const styling = useSubtitleSettings((state) => state.styling);
  const placement = useSubtitleSettings((state) => state.placement);
  const fixCapitals = useSubtitleSettings((state) => state.overrideCasing);
  const track = active?.track ?? null;
  const index = useMemo(() => (track ? createCueIndex(track.cues) : null), [track]);
  const cues = useShownCues(index, delay);
  const layer = useRef<HTMLDivElement>(null);
  const box = usePlayerBox(layer);
  const controlsShown = useControlsShown(layer);
  const look = useMemo(() => captionCss(styling), [styling]);
  const language = active?.language ?? null;
  const { stacks, placed } = arrange(cues, placement.position);

  const line = (cue: Cue, flow: boolean) => (
    <ShownCue
      key={keyOf(cue)}
      cue={cue}
      fixCapitals={fixCapitals}
      language={language}
      look={look}
      flow={flow}
    />
  );
  const picture = pictureRect(box.player, box.video);
  const gapBelow = box.player.height - picture.y - picture.height;
  const lineStep = captionLineStep(box.player, styling.size);

  return (
    <div
      ref={layer}
      data-testid="caption-renderer"
      // Positions are the video frame's (left to right); each cue reads in its own direction.
      dir="ltr"
      className="pointer-events-none absolute inset-0 overflow-hidden text-base"
      style={
        {
          containerType: "size",
          "--caption-rise": controlsShown ? "var(--caption-lift, 0px)" : "0px",
        } as CSSProperties
      }
    >
      {(["top", "middle", "viewer"] as const).map((stack) =>
        stacks[stack].length > 0 ? (
          <div
            key={stack}
            data-stack={stack}
            className={STACK_CLASS}
            style={{ ...flowStackStyle(stack, placement), ...FONT }}
          >
            {stacks[stack].map((cue) => line(cue, true))}
          </div>
        ) : null,
      )}
      {/* Placed cues wait for the player's size (measured before the first paint). */}
      {placed.length > 0 && picture.width > 0 ? (
        <div data-testid="caption-picture" style={{ ...pictureBoxStyle(picture), ...FONT }}>
          {placed.map(([key, group]) => (
            <div
              key={key}
              data-testid="caption-placed"
              className="gap-[0.15em] transition-[bottom] duration-200"
              style={placedBoxStyle(placeCue(group.layout, picture, lineStep), gapBelow)}
            >
              {group.cues.map((cue) => line(cue, false))}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
