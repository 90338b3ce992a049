import type { LightbarTheme } from "./lightbar-theme";

export interface Particle {
  x: number;
  y: number;
  size: number;
  /** Vertical speed in CSS pixels per second, signed by the theme's direction. */
  speed: number;
  /** Sideways sway amplitude in pixels and its phase. */
  sway: number;
  phase: number;
  color: string;
  alpha: number;
}

const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

/** Scatters `count` particles over a width × height field. Pure; `random` is injectable. */
export function createParticles(
  count: number,
  width: number,
  height: number,
  theme: LightbarTheme,
  random: () => number = Math.random,
): Particle[] {
  const direction = theme.direction === "up" ? -1 : 1;
  return Array.from({ length: count }, () => {
    const size = between(random, theme.size[0], theme.size[1]);
    return {
      x: random() * width,
      y: random() * height,
      size,
      // Small particles drift faster, which reads as depth.
      speed: direction * between(random, 8, 26) * (theme.size[1] / (size + theme.size[1])),
      sway: between(random, 4, 18),
      phase: random() * Math.PI * 2,
      color: theme.colors[Math.floor(random() * theme.colors.length)] ?? "#ffffff",
      alpha: between(random, 0.25, 0.85),
    };
  });
}

/** Moves every particle `seconds` forward; one that leaves the field re-enters at the other edge. */
export function advanceParticles(particles: Particle[], seconds: number, height: number): void {
  for (const particle of particles) {
    particle.y += particle.speed * seconds;
    particle.phase += seconds;
    if (particle.y < -particle.size) particle.y += height + particle.size * 2;
    else if (particle.y > height + particle.size) particle.y -= height + particle.size * 2;
  }
}

/** Fades particles out towards the bottom of the field, so the band has no hard edge. */
export function fadeAt(y: number, height: number): number {
  return Math.max(0, Math.min(1, 1 - y / height));
}
