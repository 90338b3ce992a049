import { describe, expect, it } from "vitest";
import { lightbarThemeFor, PARTICLE_COUNT } from "./lightbar-theme";
import { advanceParticles, createParticles, fadeAt } from "./particles";

const glow = lightbarThemeFor(new Date(2026, 2, 3));
const snow = lightbarThemeFor(new Date(2026, 11, 5));

function seeded(seed = 1) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

describe("createParticles", () => {
  it("makes 265 particles inside the field, in the theme's colours and sizes", () => {
    const particles = createParticles(PARTICLE_COUNT, 800, 300, glow, seeded());
    expect(particles).toHaveLength(265);
    for (const particle of particles) {
      expect(particle.x).toBeGreaterThanOrEqual(0);
      expect(particle.x).toBeLessThanOrEqual(800);
      expect(particle.y).toBeGreaterThanOrEqual(0);
      expect(particle.y).toBeLessThanOrEqual(300);
      expect(glow.colors).toContain(particle.color);
      expect(particle.size).toBeGreaterThanOrEqual(glow.size[0]);
      expect(particle.size).toBeLessThanOrEqual(glow.size[1]);
    }
  });

  it("sends rising themes up and snow down", () => {
    expect(createParticles(20, 100, 100, glow, seeded()).every((p) => p.speed < 0)).toBe(true);
    expect(createParticles(20, 100, 100, snow, seeded()).every((p) => p.speed > 0)).toBe(true);
  });
});

describe("advanceParticles", () => {
  it("moves particles by speed × time", () => {
    const [particle] = createParticles(1, 100, 100, snow, seeded(7));
    if (!particle) throw new Error("no particle");
    particle.y = 10;
    advanceParticles([particle], 0.5, 100);
    expect(particle.y).toBeCloseTo(10 + particle.speed * 0.5);
  });

  it("wraps a particle that leaves the top back in at the bottom", () => {
    const [particle] = createParticles(1, 100, 100, glow, seeded(3));
    if (!particle) throw new Error("no particle");
    particle.y = -particle.size - 1;
    advanceParticles([particle], 0, 100);
    expect(particle.y).toBeGreaterThan(100);
  });
});

describe("fadeAt", () => {
  it("is fully visible at the bar and gone at the bottom of the field", () => {
    expect(fadeAt(0, 300)).toBe(1);
    expect(fadeAt(150, 300)).toBeCloseTo(0.5);
    expect(fadeAt(400, 300)).toBe(0);
  });
});
