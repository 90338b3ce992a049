import type { ReadonlyStore } from "./types";

/** The store plus its private writer; the engine keeps `setState`, the UI gets `store`. */
export interface WritableStore<S> {
  store: ReadonlyStore<S>;
  setState: (next: S) => void;
  /** Drops every subscriber (engine destroyed). */
  clear: () => void;
}

/**
 * A minimal vanilla store: one immutable state object replaced on each change, listeners run
 * synchronously in subscription order. Unchanged (identical) states notify no one.
 */
export function createStore<S>(initial: S): WritableStore<S> {
  let state = initial;
  const listeners = new Set<(state: S, previous: S) => void>();

  const subscribe = (listener: (state: S, previous: S) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  const store: ReadonlyStore<S> = {
    getState: () => state,
    subscribe,
    select(selector, listener, isEqual = Object.is) {
      let current = selector(state);
      return subscribe((next) => {
        const value = selector(next);
        if (isEqual(value, current)) return;
        const previous = current;
        current = value;
        listener(value, previous);
      });
    },
  };

  return {
    store,
    setState(next) {
      if (next === state) return;
      const previous = state;
      state = next;
      for (const listener of [...listeners]) listener(next, previous);
    },
    clear: () => listeners.clear(),
  };
}
