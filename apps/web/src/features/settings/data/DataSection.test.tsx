import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearLibrary, getLibrary, recordProgress, toggleBookmark } from "../../library";
import { renderSettings } from "../testing/render-settings";
import { DataSection } from "./DataSection";

const bunny = { tmdbId: "10378", type: "movie" as const, title: "Big Buck Bunny", year: 2008 };
const sintel = { tmdbId: "45745", type: "movie" as const, title: "Sintel", year: 2010 };
const preferences = { state: { enableAutoplay: false, volume: 0.3 }, version: 1 };

function exportFile(overrides: Record<string, unknown> = {}) {
  return {
    format: "matinee-export",
    version: 1,
    exportedAt: "2025-02-03T10:00:00.000Z",
    bookmarks: {
      "45745": { type: "movie", title: "Sintel", year: 2010, updatedAt: 1_700_000_000_000 },
    },
    progress: {
      "45745": {
        type: "movie",
        title: "Sintel",
        year: 2010,
        updatedAt: 1_700_000_000_000,
        progress: { watched: 300, duration: 888 },
        seasons: {},
        episodes: {},
      },
    },
    settings: {},
    ...overrides,
  };
}

function choose(content: string, name = "matinee-export.json") {
  const input = screen.getByTestId("import-file");
  fireEvent.change(input, { target: { files: [new File([content], name, { type: "application/json" })] } });
}

/** The file the export downloads, read back. */
function captureDownloads() {
  const files: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    files.push(blob as Blob);
    return "blob:export";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  return { files, clicked };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearLibrary();
});

afterEach(() => vi.restoreAllMocks());

describe("export", () => {
  it("downloads bookmarks, progress and settings as a versioned file, and never the account", async () => {
    toggleBookmark(bunny);
    recordProgress({ media: bunny, watched: 100, duration: 596 });
    localStorage.setItem("matinee::player-preferences", JSON.stringify(preferences));
    localStorage.setItem("matinee::account", JSON.stringify({ state: { account: { token: "secret" } } }));
    const downloads = captureDownloads();
    await renderSettings(<DataSection />);

    fireEvent.click(screen.getByRole("button", { name: "Export my data" }));

    expect(downloads.clicked).toEqual([expect.stringMatching(/^matinee-export-\d{4}-\d\d-\d\d\.json$/)]);
    const file = JSON.parse(await (downloads.files[0] as Blob).text()) as Record<string, unknown>;
    expect(file).toMatchObject({ format: "matinee-export", version: 1 });
    expect(file.bookmarks).toEqual(getLibrary().bookmarks);
    expect(file.progress).toEqual(getLibrary().progress);
    expect(file.settings).toEqual({ "matinee::player-preferences": preferences });
    expect(JSON.stringify(file)).not.toContain("secret");
    expect(screen.getByText(/^Downloaded matinee-export-/)).toBeTruthy();
  });
});

describe("import", () => {
  it("names what is wrong in a damaged file, and changes nothing", async () => {
    toggleBookmark(bunny);
    const before = getLibrary();
    await renderSettings(<DataSection />);
    const damaged = exportFile();
    (damaged.bookmarks as Record<string, Record<string, unknown>>)["45745"]!.title = 7;
    choose(JSON.stringify(damaged));
    expect(
      await screen.findByText(
        "The file is damaged, nothing was imported: bookmarks.45745.title should be text.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(getLibrary()).toEqual(before);
  });

  it.each([
    ["not JSON", "{ oops", "This file is not JSON. Choose a file exported from Matinee."],
    [
      "another app's file",
      JSON.stringify({ items: [] }),
      "This file is not a Matinee export, nor data saved from movie-web or sudo-flix.",
    ],
    [
      "a newer version",
      JSON.stringify(exportFile({ version: 3 })),
      "This export comes from a newer Matinee (file version 3); this one reads version 1. Update this site, then import it again.",
    ],
  ])("refuses %s", async (_what, content, message) => {
    await renderSettings(<DataSection />);
    choose(content);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("shows what will change, then merges it in on Import", async () => {
    toggleBookmark(bunny);
    await renderSettings(<DataSection />);
    choose(JSON.stringify(exportFile()));

    const dialog = await screen.findByRole("dialog", { name: "Import this file?" });
    expect(dialog.textContent).toContain("A Matinee export made on");
    const rows = within(dialog).getAllByRole("row").map((row) => row.textContent);
    expect(rows).toEqual(["KindNewUpdatedUnchanged", "Bookmarks100", "Watch progress100", "Settings000"]);
    expect(Object.keys(getLibrary().bookmarks)).toEqual(["10378"]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Imported: 2 entries added or updated.")).toBeTruthy();
    expect(Object.keys(getLibrary().bookmarks).sort()).toEqual(["10378", "45745"]);
    expect(getLibrary().progress["45745"]?.progress).toEqual({ watched: 300, duration: 888 });
  });

  it("changes nothing when the preview is cancelled", async () => {
    await renderSettings(<DataSection />);
    choose(JSON.stringify(exportFile()));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(getLibrary()).toEqual({ bookmarks: {}, progress: {} });
  });

  it("says when everything in the file is here already", async () => {
    toggleBookmark(sintel);
    recordProgress({ media: sintel, watched: 300, duration: 888 });
    await renderSettings(<DataSection />);
    const { bookmarks, progress } = getLibrary();
    choose(JSON.stringify(exportFile({ bookmarks, progress })));
    expect(await screen.findByText("Nothing to import: everything in this file is here already.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("writes imported settings and reloads the page to apply them", async () => {
    const reload = vi.fn();
    await renderSettings(<DataSection reload={reload} />);
    choose(JSON.stringify(exportFile({ settings: { "matinee::player-preferences": preferences } })));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("The page reloads afterwards");
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem("matinee::player-preferences") ?? "null")).toEqual(preferences);
  });

  it("says, after that reload, what was imported", async () => {
    sessionStorage.setItem("matinee::settings-imported", "3");
    await renderSettings(<DataSection />);
    expect(await screen.findByText("Imported: 3 entries added or updated.")).toBeTruthy();
    expect(sessionStorage.getItem("matinee::settings-imported")).toBeNull();
  });

  it("reads the predecessor's stored data and counts what it cannot read", async () => {
    await renderSettings(<DataSection />);
    const bookmarks = {
      state: {
        bookmarks: {
          "10378": { type: "movie", title: "Big Buck Bunny", year: 2008, updatedAt: 5 },
          nope: { type: "movie", title: "Bad key", year: 2000, updatedAt: 1 },
        },
      },
      version: 0,
    };
    choose(JSON.stringify({ "__MW::bookmarks": JSON.stringify(bookmarks) }), "localStorage.json");
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Data saved from movie-web or sudo-flix.");
    expect(dialog.textContent).toContain("1 entry of the file could not be read");
  });
});
