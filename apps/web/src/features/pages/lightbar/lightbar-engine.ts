import { PARTICLE_COUNT, type LightbarTheme, type ParticleShape } from "./lightbar-theme";
import { frameStep, shouldAnimate } from "./frame-budget";
import { advanceParticles, createParticles, fadeAt, type Particle } from "./particles";

// The component loads the themes through this module, so both share one lazy chunk.
export { inThemeColors, lightbarThemeFor } from "./lightbar-theme";

const SPRITE_SIZE = 32;
/** Soft specks look the same at one device pixel per CSS pixel; more only costs fill. */
const MAX_PIXEL_RATIO = 1;

function drawShape(context: CanvasRenderingContext2D, shape: ParticleShape, color: string) {
  const half = SPRITE_SIZE / 2;
  context.fillStyle = color;
  context.strokeStyle = color;
  if (shape === "dot") {
    const glow = context.createRadialGradient(half, half, 0, half, half, half);
    glow.addColorStop(0, color);
    glow.addColorStop(1, `${color}00`); // The same colour, clear (not black) at the rim.
    context.fillStyle = glow;
    context.fillRect(0, 0, SPRITE_SIZE, SPRITE_SIZE);
  } else if (shape === "flake") {
    context.lineWidth = 2.5;
    context.lineCap = "round";
    for (let arm = 0; arm < 3; arm++) {
      const angle = (arm * Math.PI) / 3;
      context.beginPath();
      context.moveTo(half - Math.cos(angle) * 13, half - Math.sin(angle) * 13);
      context.lineTo(half + Math.cos(angle) * 13, half + Math.sin(angle) * 13);
      context.stroke();
    }
  } else if (shape === "heart") {
    context.beginPath();
    context.moveTo(half, 27);
    context.bezierCurveTo(2, 14, 8, 2, half, 10);
    context.bezierCurveTo(24, 2, 30, 14, half, 27);
    context.fill();
  } else {
    context.fillRect(8, 12, 16, 8);
  }
}

/** One pre-drawn image per colour, so a frame is only drawImage calls (no paths, no blur). */
function createSprites(theme: LightbarTheme): Map<string, HTMLCanvasElement> {
  const sprites = new Map<string, HTMLCanvasElement>();
  for (const color of theme.colors) {
    const sprite = document.createElement("canvas");
    sprite.width = SPRITE_SIZE;
    sprite.height = SPRITE_SIZE;
    const context = sprite.getContext("2d");
    if (context) drawShape(context, theme.shape, color);
    sprites.set(color, sprite);
  }
  return sprites;
}

export interface LightbarOptions {
  /** False under prefers-reduced-motion: one still frame, no animation loop. */
  animate: boolean;
}

/**
 * Draws the theme's particles on the canvas and, when asked, animates them. The loop runs only
 * while the canvas is on screen and the tab is visible; the size is taken from a
 * ResizeObserver, never read from layout inside a frame. Returns the function that stops it.
 */
export function startLightbar(
  canvas: HTMLCanvasElement,
  theme: LightbarTheme,
  { animate }: LightbarOptions,
): () => void {
  const found = canvas.getContext("2d");
  if (!found) return () => undefined;
  const context = found; // Non-null from here on, also inside the frame callbacks.
  const sprites = createSprites(theme);
  const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
  let particles: Particle[] = [];
  let width = 0;
  let height = 0;
  let frame = 0;
  let last = 0;
  let isOnScreen = true;
  let isStopped = false;

  function draw() {
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    for (const particle of particles) {
      const sprite = sprites.get(particle.color);
      if (!sprite) continue;
      const swayX = Math.sin(particle.phase) * particle.sway;
      context.globalAlpha = particle.alpha * fadeAt(particle.y, height);
      context.drawImage(sprite, particle.x + swayX, particle.y, particle.size, particle.size);
    }
  }

  function handleFrame(time: number) {
    frame = requestAnimationFrame(handleFrame);
    const seconds = frameStep(last, time);
    if (seconds === null) return;
    last = time;
    advanceParticles(particles, seconds, height);
    draw();
  }

  function run() {
    const isVisible = document.visibilityState === "visible";
    const shouldRun = shouldAnimate({ animate, isStopped, isOnScreen, isVisible, width });
    if (shouldRun && !frame) {
      last = 0;
      frame = requestAnimationFrame(handleFrame);
    } else if (!shouldRun && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  }

  const resizeObserver = new ResizeObserver(([entry]) => {
    if (!entry) return;
    const { width: newWidth, height: newHeight } = entry.contentRect;
    if (newWidth === width && newHeight === height) return;
    if (particles.length === 0) {
      particles = createParticles(PARTICLE_COUNT, newWidth, newHeight, theme);
    } else {
      for (const particle of particles) particle.x *= newWidth / (width || newWidth);
    }
    width = newWidth;
    height = newHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    draw();
    run();
  });
  const intersectionObserver = new IntersectionObserver(([entry]) => {
    isOnScreen = entry?.isIntersecting ?? true;
    run();
  });
  resizeObserver.observe(canvas);
  intersectionObserver.observe(canvas);
  document.addEventListener("visibilitychange", run);

  return () => {
    isStopped = true;
    run();
    resizeObserver.disconnect();
    intersectionObserver.disconnect();
    document.removeEventListener("visibilitychange", run);
  };
}
