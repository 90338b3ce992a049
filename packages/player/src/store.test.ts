import { describe, expect, it, vi } from "vitest";
import { createStore } from "./store";

describe("createStore", () => {
  it("tells subscribers the new and the previous state", () => {
    const { store, setState } = createStore({ n: 1 });
    const listener = vi.fn();
    store.subscribe(listener);
    setState({ n: 2 });
    expect(listener).toHaveBeenCalledWith({ n: 2 }, { n: 1 });
    expect(store.getState()).toEqual({ n: 2 });
  });

  it("notifies a selector only when its slice changes", () => {
    const { store, setState } = createStore({ a: 1, b: 1 });
    const listener = vi.fn();
    store.select((state) => state.a, listener);
    setState({ a: 1, b: 2 });
    expect(listener).not.toHaveBeenCalled();
    setState({ a: 5, b: 2 });
    expect(listener).toHaveBeenCalledWith(5, 1);
  });

  it("uses the given equality for a selector", () => {
    const { store, setState } = createStore({ list: [1] });
    const listener = vi.fn();
    store.select(
      (state) => state.list,
      listener,
      (x, y) => x.length === y.length,
    );
    setState({ list: [2] });
    expect(listener).not.toHaveBeenCalled();
  });

  it("stops notifying after unsubscribe", () => {
    const { store, setState } = createStore({ n: 1 });
    const listener = vi.fn();
    store.subscribe(listener)();
    setState({ n: 2 });
    expect(listener).not.toHaveBeenCalled();
  });

  it("notifies no one when the state object is the same", () => {
    const initial = { n: 1 };
    const { store, setState } = createStore(initial);
    const listener = vi.fn();
    store.subscribe(listener);
    setState(initial);
    expect(listener).not.toHaveBeenCalled();
  });
});
