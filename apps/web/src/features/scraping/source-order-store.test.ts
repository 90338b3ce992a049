import { beforeEach, describe, expect, it } from "vitest";
import { orderedSources, useSourceOrder } from "./source-order-store";

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
    const stored = JSON.parse(localStorage.getItem("matinee::source-order") ?? "{}");
    expect(stored).toEqual({ state: { sourceOrder: ["archive", "library"] }, version: 1 });
  });

  it("reads a hand-edited entry without crashing", async () => {
    localStorage.setItem(
      "matinee::source-order",
      JSON.stringify({ state: { sourceOrder: ["library", 3, null] }, version: 1 }),
    );
    await useSourceOrder.persist.rehydrate();
    expect(useSourceOrder.getState().sourceOrder).toEqual(["library"]);
  });
});
