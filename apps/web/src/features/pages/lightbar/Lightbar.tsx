import { useEffect, useRef, useState } from "react";
import { browserIdleClock } from "../../../shared/lib/idle-clock";
import { useTheme } from "../../../shared/theme";
import { whenQuiet } from "./when-quiet";

type Motion = "waiting" | "animated" | "still";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The animation waits for the page: its load, then a second of quiet main thread (the page's
 * data arrived and drawn), ten seconds at most. Started sooner, its frames land between the
 * page's own rendering work and make those tasks longer, on phones most of all.
 */
const SETTLE = { quietMs: 1_000, maxWaitMs: 10_000 };

/** Runs `task` once the page has loaded and then gone quiet, so it never competes with it. */
function whenSettled(task: () => void): () => void {
  let cancelQuiet: (() => void) | undefined;
  const schedule = () => {
    cancelQuiet = whenQuiet(task, SETTLE, browserIdleClock());
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelQuiet?.();
  };
}

/**
 * The decorative glow at the top of browsing pages, with the season's particles (SPEC §1).
 * The drawing code loads after the page has settled; with reduced motion it draws one still
 * frame. `data-motion` says which, for tests and curious developers.
 */
export function Lightbar() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [motion, setMotion] = useState<Motion>("waiting");
  // Another theme restarts the particles in its colours.
  const pageTheme = useTheme();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const query = window.matchMedia(REDUCED_MOTION);
    let stop: (() => void) | undefined;
    let isCancelled = false;
    async function begin() {
      // One lazy chunk: nothing of the lightbar but this component is in the first-visit bundle.
      const { inThemeColors, lightbarThemeFor, startLightbar } = await import("./lightbar-engine");
      if (isCancelled || !canvas) return;
      stop?.();
      const animate = !query.matches;
      const style = getComputedStyle(canvas);
      const season = inThemeColors(
        lightbarThemeFor(new Date()),
        style.getPropertyValue("--theme-accent").trim(),
        style.getPropertyValue("--theme-accent-hover").trim(),
      );
      stop = startLightbar(canvas, season, { animate });
      setMotion(animate ? "animated" : "still");
    }
    const cancelStart = whenSettled(() => void begin());
    const handleChange = () => void begin();
    query.addEventListener("change", handleChange);
    return () => {
      isCancelled = true;
      cancelStart();
      query.removeEventListener("change", handleChange);
      stop?.();
    };
  }, [pageTheme]);

  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 overflow-hidden"
    >
      <div className="absolute inset-x-0 -top-32 h-80 bg-[radial-gradient(ellipse_at_center,color-mix(in_oklab,var(--theme-accent)_22%,transparent),transparent_65%)]" />
      <div className="absolute inset-x-[15%] top-0 h-px bg-linear-to-r from-transparent via-accent/70 to-transparent" />
      <canvas ref={canvasRef} data-motion={motion} className="absolute inset-0 size-full" />
    </div>
  );
}
