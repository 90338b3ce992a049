import { beforeEach, describe, expect, it } from "vitest";
import { moveTo, orderedSources, scrapeOrderOptions, useSourceOrder } from "./source-order-store";

describe("the source order preference", () => {
  beforeEach(() => {
    localStorage.clear();
    useSourceOrder.getState().resetSourceOrder();
  });

  it("puts stored ids first, drops unknown ones and keeps the rest in their order", () => {
    expect(orderedSources(["library", "direct", "archive"], ["archive", "gone"])).toEqual([
      "archive",
      "library",
      "direct",
    ]);
  });

  it("moves a source up and down within the known sources", () => {
    const known = ["library", "direct", "archive"];
    useSourceOrder.getState().moveSource("archive", -1, known);
    expect(useSourceOrder.getState().sourceOrder).toEqual(["library", "archive", "direct"]);
    useSourceOrder.getState().moveSource("library", 1, known);
    expect(useSourceOrder.getState().sourceOrder).toEqual(["archive", "library", "direct"]);
    useSourceOrder.getState().moveSource("archive", -1, known);
    expect(useSourceOrder.getState().sourceOrder).toEqual(["archive", "library", "direct"]);
  });

  it("is stored in this browser with its version", () => {
    useSourceOrder.getState().setSourceOrder(["archive", "library", "archive"]);
    useSourceOrder.getState().setSourceEnabled("library", false);
    expect(JSON.parse(localStorage.getItem("matinee::source-order") ?? "{}")).toEqual({
      state: { sourceOrder: ["archive", "library"], disabledSources: ["library"] },
      version: 1,
    });
  });

  it("reads a hand-edited entry without crashing", async () => {
    localStorage.setItem(
      "matinee::source-order",
      JSON.stringify({ state: { sourceOrder: ["library", 3, null] }, version: 1 }),
    );
    await useSourceOrder.persist.rehydrate();
    expect(useSourceOrder.getState().sourceOrder).toEqual(["library"]);
  });

  it("moves a source to a dropped position, clamped to the list", () => {
    expect(moveTo(["a", "b", "c", "d"], "a", 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveTo(["a", "b", "c", "d"], "d", 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveTo(["a", "b", "c"], "b", 9)).toEqual(["a", "c", "b"]);
    expect(moveTo(["a", "b"], "x", 0)).toEqual(["a", "b"]);
    const known = ["library", "direct", "archive"];
    useSourceOrder.getState().moveSourceTo("archive", 0, known);
    expect(useSourceOrder.getState().sourceOrder).toEqual(["archive", "library", "direct"]);
  });

  it("turns sources off and on, and gives a search the order and the skipped ones", () => {
    const store = useSourceOrder.getState();
    store.setSourceOrder(["archive"]);
    store.setSourceEnabled("direct", false);
    store.setSourceEnabled("library", false);
    store.setSourceEnabled("library", true);
    expect(scrapeOrderOptions()).toEqual({ sourceOrder: ["archive"], disabledSources: ["direct"] });
    store.resetSourceOrder();
    expect(scrapeOrderOptions()).toEqual({ sourceOrder: [], disabledSources: [] });
  });
});
