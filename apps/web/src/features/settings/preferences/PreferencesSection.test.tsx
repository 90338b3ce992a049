import type { MetaOutput } from "@matinee/contracts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ScrapeEnvironmentProvider, useSourceOrder, type ScrapeClient } from "../../scraping";
import { usePlayerPreferences } from "../../watch";
import { renderSettings } from "../testing/render-settings";
import { PreferencesSection } from "./PreferencesSection";

const source = (id: string, name: string, rank: number): MetaOutput => ({
  type: "source",
  id,
  name,
  rank,
  mediaTypes: ["movie", "show"],
});

const embed: MetaOutput = { ...source("embed", "An embed", 5), type: "embed" };

function fakeClient(mode: ScrapeClient["mode"] = "local"): ScrapeClient {
  return {
    mode,
    providers: vi.fn(() =>
      Promise.resolve([
        source("library", "Matinee library", 30),
        source("direct", "Direct", 20),
        source("archive", "Archive", 10),
        embed,
      ]),
    ),
    runAll: vi.fn(() => Promise.resolve(null)),
    runSource: vi.fn(),
    runEmbed: vi.fn(),
  };
}

async function renderSection(client = fakeClient()) {
  await renderSettings(
    <ScrapeEnvironmentProvider value={{ client, reportMetrics: vi.fn() }}>
      <PreferencesSection />
    </ScrapeEnvironmentProvider>,
  );
  const list = await screen.findByRole("list", { name: "Sources, in the order they are tried" });
  const names = () =>
    within(list)
      .getAllByRole("listitem")
      .map((row) => row.dataset.source);
  const row = (id: string) => list.querySelector<HTMLElement>(`[data-source="${id}"]`)!;
  return { list, names, row };
}

beforeEach(() => {
  localStorage.clear();
  useSourceOrder.getState().resetSourceOrder();
  usePlayerPreferences.setState({ enableAutoplay: true, enableThumbnails: false });
});

describe("PreferencesSection", () => {
  it("switches autoplay and thumbnails in the player's own preferences", async () => {
    await renderSection();
    const autoplay = screen.getByRole("switch", { name: /Autoplay next episode/ });
    const thumbnails = screen.getByRole("switch", { name: /Thumbnails/ });
    expect(autoplay.getAttribute("aria-checked")).toBe("true");
    expect(thumbnails.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(autoplay);
    fireEvent.click(thumbnails);
    expect(usePlayerPreferences.getState()).toMatchObject({
      enableAutoplay: false,
      enableThumbnails: true,
    });
    expect(autoplay.getAttribute("aria-checked")).toBe("false");
    const stored = JSON.parse(localStorage.getItem("matinee::player-preferences") ?? "{}");
    expect(stored.state).toMatchObject({ enableAutoplay: false, enableThumbnails: true });
  });

  it("lists the sources (not the embeds) in rank order, then moves them by keyboard", async () => {
    const { names } = await renderSection();
    expect(names()).toEqual(["library", "direct", "archive"]);
    const up = screen.getByRole("button", { name: "Move Archive up" });
    up.focus();
    fireEvent.click(up);
    expect(names()).toEqual(["library", "archive", "direct"]);
    expect(useSourceOrder.getState().sourceOrder).toEqual(["library", "archive", "direct"]);
    await waitFor(() => expect(document.activeElement).toBe(up));
    expect(screen.getByText("Archive moved to position 2 of 3.")).toBeTruthy();
    // Alt+Up on the row's button moves it to the top; its up button is then off, so the focus
    // goes to the down button.
    fireEvent.keyDown(up, { key: "ArrowUp", altKey: true });
    expect(names()).toEqual(["archive", "library", "direct"]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Move Archive down" }),
      ),
    );
    expect(
      screen.getByRole<HTMLButtonElement>("button", { name: "Move Archive up" }).disabled,
    ).toBe(true);
    const useLibrary = screen.getByRole("checkbox", { name: "Use Matinee library" });
    fireEvent.keyDown(useLibrary, { key: "ArrowDown", altKey: true });
    expect(names()).toEqual(["archive", "direct", "library"]);
    // A plain arrow key is left alone (it scrolls the page).
    fireEvent.keyDown(useLibrary, { key: "ArrowUp" });
    expect(names()).toEqual(["archive", "direct", "library"]);
  });

  it("moves a dragged source to where it is dropped", async () => {
    const { names, row } = await renderSection();
    const dataTransfer = {
      setData: vi.fn(),
      getData: () => "archive",
      effectAllowed: "",
      dropEffect: "",
    };
    fireEvent.dragStart(row("archive"), { dataTransfer });
    fireEvent.dragOver(row("library"), { dataTransfer });
    fireEvent.drop(row("library"), { dataTransfer });
    expect(names()).toEqual(["archive", "library", "direct"]);
    expect(useSourceOrder.getState().sourceOrder).toEqual(["archive", "library", "direct"]);
    expect(screen.getByText("Archive moved to position 1 of 3.")).toBeTruthy();
  });

  it("turns a source off and on, and resets the order", async () => {
    const { names } = await renderSection();
    const use = screen.getByRole<HTMLInputElement>("checkbox", { name: "Use Direct" });
    expect(use.checked).toBe(true);
    fireEvent.click(use);
    expect(use.checked).toBe(false);
    expect(useSourceOrder.getState().disabledSources).toEqual(["direct"]);
    expect(screen.getByText("Direct is off: searches skip it.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Move Direct up" }));
    act(() => useSourceOrder.getState().setSourceEnabled("archive", false));
    fireEvent.click(screen.getByRole("button", { name: "Reset order" }));
    expect(names()).toEqual(["library", "direct", "archive"]);
    expect(useSourceOrder.getState().disabledSources).toEqual([]);
  });
});
