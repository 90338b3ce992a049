import { MetadataError, movieToResult, showToResult } from "@matinee/catalogue";
import type { LibraryAvailability } from "@matinee/contracts";
import type { MediaKind } from "@matinee/domain";
import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "../../shared/router";
import {
  createTestServices,
  fakeMetadataClient,
  TestProviders,
} from "../../shared/testing/test-providers";
import { clearLibrary } from "./clear-library";
import { LibraryRows } from "./LibraryRows";
import { READY_ROW_LIMIT, readyRefs } from "./ready-to-play";

const movieCard = (id: number, title: string) =>
  movieToResult({ id, title, poster_path: `/movie-${id}.svg`, release_date: "2008-04-10" });
const showCard = showToResult({
  id: 900000001,
  name: "Caminandes",
  poster_path: null,
  first_air_date: "2013-01-01",
});

function renderHome(available: LibraryAvailability) {
  const getTitleCard = vi.fn((kind: MediaKind, id: string | number) => {
    if (kind === "tv") return Promise.resolve(showCard);
    return String(id) === "404"
      ? Promise.reject(new MetadataError("notFound", "gone", 404))
      : Promise.resolve(movieCard(Number(id), id === "10378" ? "Big Buck Bunny" : "Sintel"));
  });
  const getMovie = vi.fn();
  const services = createTestServices({
    metadata: fakeMetadataClient({ getTitleCard, getMovie }),
    fetchAvailability: () => Promise.resolve(available),
  });
  render(
    <TestProviders services={services}>
      <MemoryRouter>
        <LibraryRows />
      </MemoryRouter>
    </TestProviders>,
  );
  return { getTitleCard, getMovie };
}

beforeEach(() => {
  clearLibrary();
  localStorage.clear();
});

describe("Ready to play row", () => {
  it("shows what the server plays, marked, below the welcome, leaving out unknown ids", async () => {
    const { getTitleCard, getMovie } = renderHome({
      movies: ["404", "10378", "45745"],
      shows: ["900000001"],
    });
    const row = await screen.findByRole("region", { name: "Ready to play" });
    const cards = within(row).getAllByRole("link", { name: /\(/ });
    expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual([
      "Big Buck Bunny (Movie · 2008 · Plays here)",
      "Sintel (Movie · 2008 · Plays here)",
      "Caminandes (Show · 2013 · Plays here)",
    ]);
    expect(within(row).getAllByTestId("plays-here")).toHaveLength(3);
    expect(getTitleCard).toHaveBeenCalledTimes(4);
    // Cards only: the full details (and their validation library) are not asked for.
    expect(getMovie).not.toHaveBeenCalled();
    // The viewer's own place (here: the welcome) stays first.
    const welcome = screen.getByRole("heading", { name: "Nothing saved yet" });
    expect(welcome.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is not there when the server plays nothing", async () => {
    const { getTitleCard } = renderHome({ movies: [], shows: [] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("region", { name: "Ready to play" })).toBeNull();
    expect(getTitleCard).not.toHaveBeenCalled();
  });

  it(`asks the details of at most ${READY_ROW_LIMIT} titles, movies first`, () => {
    const ids = Array.from({ length: 20 }, (_, i) => String(i + 1));
    const refs = readyRefs({
      list: { movies: ids.slice(0, 10), shows: ids.slice(10) },
      movies: new Set(),
      shows: new Set(),
    });
    expect(refs).toHaveLength(READY_ROW_LIMIT);
    expect(refs[9]).toEqual({ kind: "movie", tmdbId: "10" });
    expect(refs[10]).toEqual({ kind: "tv", tmdbId: "11" });
  });
});
