import { describe, expect, it } from "vitest";
import {
  EMPTY_PROGRESS,
  progressItems,
  progressTree,
  scrapeProgressReducer,
  type ProgressAction,
} from "./scrape-progress";

const run = (...actions: ProgressAction[]) => actions.reduce(scrapeProgressReducer, EMPTY_PROGRESS);

const init: ProgressAction = { type: "init", data: { sourceIds: ["mirror", "library"] } };
const discover: ProgressAction = {
  type: "discoverEmbeds",
  data: {
    sourceId: "mirror",
    embeds: [
      { id: "mirror-0", embedScraperId: "player-a" },
      { id: "mirror-1", embedScraperId: "player-b" },
    ],
  },
};

describe("the scrape progress reducer", () => {
  it("lists the announced sources as waiting, in run order", () => {
    const state = run(init);
    expect(state.sources).toEqual(["mirror", "library"]);
    expect(progressItems(state).map((item) => [item.id, item.status])).toEqual([
      ["mirror", "waiting"],
      ["library", "waiting"],
    ]);
    expect(state.current).toBeNull();
  });

  it("marks a started item pending and current", () => {
    const state = run(init, { type: "start", data: "mirror" });
    expect(state.items.mirror?.status).toBe("pending");
    expect(state.current).toBe("mirror");
  });

  it("keeps percentage, reason and error from updates", () => {
    const state = run(
      init,
      { type: "start", data: "mirror" },
      { type: "update", data: { id: "mirror", percentage: 40, status: "pending" } },
      { type: "start", data: "library" },
      {
        type: "update",
        data: { id: "library", percentage: 100, status: "notfound", reason: "not in the library" },
      },
    );
    expect(state.items.library).toMatchObject({ status: "notfound", reason: "not in the library" });
  });

  it("nests discovered embeds under their source and settles the source on the next start", () => {
    const state = run(init, { type: "start", data: "mirror" }, discover, {
      type: "start",
      data: "mirror-0",
    });
    expect(progressTree(state)[0]?.embeds.map((embed) => embed.providerId)).toEqual([
      "player-a",
      "player-b",
    ]);
    expect(state.items.mirror?.status).toBe("success");
    expect(state.items["mirror-0"]).toMatchObject({
      kind: "embed",
      sourceId: "mirror",
      status: "pending",
    });
  });

  it("does not turn a failed item into a success when the next one starts", () => {
    const state = run(
      init,
      { type: "start", data: "mirror" },
      {
        type: "update",
        data: {
          id: "mirror",
          percentage: 100,
          status: "failure",
          error: { name: "E", message: "m" },
        },
      },
      { type: "start", data: "library" },
    );
    expect(state.items.mirror?.status).toBe("failure");
  });

  it("marks the running item a success when the run completes", () => {
    const state = run(init, { type: "start", data: "library" }, { type: "completed" });
    expect(state.items.library).toMatchObject({ status: "success", percentage: 100 });
  });

  it("adds a source that starts without an init, as a single-source run does", () => {
    const state = run({ type: "start", data: "archive" });
    expect(state.sources).toEqual(["archive"]);
    expect(state.items.archive?.status).toBe("pending");
  });

  it("ignores an update for an item it does not know", () => {
    const state = run(init, {
      type: "update",
      data: { id: "ghost", percentage: 1, status: "pending" },
    });
    expect(state.items.ghost).toBeUndefined();
  });

  it("starts over on reset", () => {
    expect(run(init, { type: "reset" })).toEqual(EMPTY_PROGRESS);
  });
});
