import type { Unsubscribe } from "./types";

type Listener<T> = (detail: T) => void;

/** A typed event emitter; a throwing listener does not stop the others. */
export interface Emitter<M extends object> {
  on<K extends keyof M>(type: K, listener: Listener<M[K]>): Unsubscribe;
  emit<K extends keyof M>(type: K, detail: M[K]): void;
  clear(): void;
}

export function createEmitter<M extends object>(
  onListenerError: (error: unknown) => void,
): Emitter<M> {
  const listeners = new Map<keyof M, Set<Listener<never>>>();

  return {
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(type, detail) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as Listener<typeof detail>)(detail);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    clear: () => listeners.clear(),
  };
}
