import { describe, expect, it } from "vitest";
import { AVAILABILITY_MAX_IDS, parseLibraryAvailability } from "./library-availability";

describe("parseLibraryAvailability", () => {
  it("reads the lists of movie and show ids", () => {
    expect(parseLibraryAvailability({ movies: ["10378", "45745"], shows: ["900000001"] })).toEqual({
      movies: ["10378", "45745"],
      shows: ["900000001"],
    });
    expect(parseLibraryAvailability({ movies: [], shows: [] })).toEqual({ movies: [], shows: [] });
  });

  it.each([
    ["no object", null],
    ["a list alone", ["10378"]],
    ["a missing list", { movies: ["1"] }],
    ["a number for an id", { movies: [10378], shows: [] }],
    ["an id that is no TMDB id", { movies: ["<script>"], shows: [] }],
    ["a leading zero", { movies: [], shows: ["0123"] }],
    [
      "too many ids",
      { movies: Array.from({ length: AVAILABILITY_MAX_IDS + 1 }, () => "1"), shows: [] },
    ],
  ])("refuses %s", (_name, body) => {
    expect(parseLibraryAvailability(body)).toBeNull();
  });
});
