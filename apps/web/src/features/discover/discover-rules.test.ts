import type { SearchResult } from "@matinee/catalogue";
import { describe, expect, it } from "vitest";
import { carouselItems, pickRandom, randomPage, shuffle, truncateTitle } from "./discover-rules";

/** A "random" source that replays the given numbers, then repeats the last. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] ?? 0;
}

const movie = (id: number, title = `Movie ${id}`): SearchResult => ({
  kind: "movie",
  tmdbId: String(id),
  title,
  year: 2000,
  releaseDate: "2000-01-01",
  posterPath: null,
});

describe("random picks", () => {
  it("shuffles a copy and keeps every item", () => {
    const items = [1, 2, 3, 4, 5];
    const shuffled = shuffle(items, sequence(0, 0, 0, 0));
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it("picks as many different genres as asked, depending on the randomness", () => {
    const genres = ["Action", "Comedy", "Drama", "Horror", "Western", "War"];
    const first = pickRandom(genres, 4, sequence(0.99));
    const second = pickRandom(genres, 4, sequence(0));
    expect(new Set(first).size).toBe(4);
    expect(first).not.toEqual(second);
  });

  it("picks all there are when there are fewer than asked", () => {
    expect(pickRandom(["Drama", "Comedy"], 6, Math.random)).toHaveLength(2);
  });

  it("chooses a page from 1 to 6", () => {
    expect(randomPage(sequence(0))).toBe(1);
    expect(randomPage(sequence(0.999))).toBe(6);
  });

  it("never chooses a page past the genre's last", () => {
    expect(randomPage(sequence(0.999), 2)).toBe(2);
    expect(randomPage(sequence(0.999), 0)).toBe(1);
  });
});

describe("carousel items", () => {
  it("keeps each title once", () => {
    const items = carouselItems([movie(1), movie(2), movie(1), { ...movie(1), kind: "tv" }]);
    expect(items.map((item) => `${item.kind}-${item.tmdbId}`)).toEqual([
      "movie-1",
      "movie-2",
      "tv-1",
    ]);
  });

  it("keeps at most 20 titles", () => {
    const many = Array.from({ length: 45 }, (_, i) => movie(i + 1));
    expect(carouselItems(many)).toHaveLength(20);
  });
});

describe("card rules", () => {
  it("cuts titles longer than 32 characters and marks the cut", () => {
    const long = "Intolerance: Love's Struggle Throughout the Ages";
    expect(truncateTitle(long)).toBe("Intolerance: Love's Struggle Thr…");
    expect(truncateTitle("Nosferatu")).toBe("Nosferatu");
    expect(truncateTitle("x".repeat(32))).toBe("x".repeat(32));
  });
});
