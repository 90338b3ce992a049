import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderScraping } from "../render-scraping";
import { useSourceOrder } from "../source-order-store";
import { fakeEnvironment } from "../testing-fakes";
import { SourceOrderList } from "./SourceOrderList";

const names = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((item) => item.firstChild?.textContent);

describe("the source order list", () => {
  beforeEach(() => useSourceOrder.getState().resetSourceOrder());

  it("reorders sources with buttons and resets to the ranked order", async () => {
    renderScraping(<SourceOrderList />, fakeEnvironment());
    fireEvent.click(await screen.findByRole("button", { name: "Move Internet Archive up" }));
    expect(names()).toEqual(["Internet Archive", "Matinee library"]);
    expect(useSourceOrder.getState().sourceOrder).toEqual(["archive", "library"]);
    expect(
      screen.getByRole<HTMLButtonElement>("button", { name: "Move Internet Archive up" }).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Reset order" }));
    expect(names()).toEqual(["Matinee library", "Internet Archive"]);
  });
});
