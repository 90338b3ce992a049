/** A place in the app: what the address shows, without origin. */
export interface Path {
  /** Starts with "/"; percent-encoded as in the address. */
  pathname: string;
  /** "" or "?…". */
  search: string;
  /** "" or "#…". */
  hash: string;
}

/** A history entry: its path, the state it was pushed with (null if none) and a unique key. */
export interface Location extends Path {
  state: unknown;
  key: string;
}

/** Where to go: "/path?search#hash", or parts of one (a missing pathname keeps the current one). */
export type To = string | Partial<Path>;

/** How the current entry was reached: back/forward or first load (POP), push or replace. */
export type Action = "POP" | "PUSH" | "REPLACE";

/** Browser, hash and memory history behind one interface. */
export interface History {
  readonly location: Location;
  readonly action: Action;
  push(path: Path, state?: unknown): void;
  replace(path: Path, state?: unknown): void;
  /** Moves through the entries (-1 is back); the change arrives as a POP. */
  go(delta: number): void;
  /** The href an anchor needs to reach `path`. */
  createHref(path: Path): string;
  /** Calls `listener` after every change of location; returns the unsubscribe function. */
  listen(listener: () => void): () => void;
}

/** Splits "/a?b#c" into its parts; parts the string lacks are left out. */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf("#");
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf("?");
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** Joins the parts of a path back into one string. */
export function createPath({ pathname, search, hash }: Path): string {
  return pathname + search + hash;
}

/** A complete path from parts: "/" when the pathname is missing, and the ?/# prefixes in place. */
export function toPath(parts: Partial<Path>): Path {
  const prefix = (value: string | undefined, mark: string) =>
    !value || value === mark ? "" : value.startsWith(mark) ? value : mark + value;
  const pathname = parts.pathname || "/";
  return {
    pathname: pathname.startsWith("/") ? pathname : `/${pathname}`,
    search: prefix(parts.search, "?"),
    hash: prefix(parts.hash, "#"),
  };
}

export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** What this module keeps in `window.history.state`: the caller's state and the entry key. */
interface StoredEntry {
  usr?: unknown;
  key?: string;
}

function createListeners() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void, onFirst?: () => void, onLast?: () => void) {
      if (listeners.size === 0) onFirst?.();
      listeners.add(listener);
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) onLast?.();
      };
    },
    notify() {
      for (const listener of [...listeners]) listener();
    },
  };
}

/** History in the real address bar; `readPath`/`createHref` choose between path and hash URLs. */
function createDomHistory(
  readPath: (location: globalThis.Location) => Path,
  createHref: (path: Path) => string,
  events: readonly string[],
): History {
  const listeners = createListeners();
  const read = (): Location => {
    const stored = window.history.state as StoredEntry | null;
    return {
      ...readPath(window.location),
      state: stored?.usr ?? null,
      key: stored?.key ?? "default",
    };
  };
  // A first visit has no entry key yet: give it one, so its saved scroll position is its own.
  if (!(window.history.state as StoredEntry | null)?.key) {
    window.history.replaceState({ usr: null, key: createKey() } satisfies StoredEntry, "");
  }
  let location = read();
  let action: Action = "POP";

  const onPop = () => {
    const next = read();
    // Hash history hears both popstate and hashchange for one change: report it once.
    if (next.key === location.key && createPath(next) === createPath(location)) return;
    location = next;
    action = "POP";
    listeners.notify();
  };
  const write = (path: Path, state: unknown, replace: boolean) => {
    const entry: StoredEntry = { usr: state ?? null, key: createKey() };
    const url = createHref(path);
    try {
      if (replace) window.history.replaceState(entry, "", url);
      else window.history.pushState(entry, "", url);
    } catch {
      // Too many entries (Safari) or state that cannot be cloned: let the browser load it.
      window.location[replace ? "replace" : "assign"](url);
      return;
    }
    location = read();
    action = replace ? "REPLACE" : "PUSH";
    listeners.notify();
  };

  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (path, state) => write(path, state, false),
    replace: (path, state) => write(path, state, true),
    go: (delta) => window.history.go(delta),
    createHref,
    listen: (listener) =>
      listeners.add(
        listener,
        () => events.forEach((name) => window.addEventListener(name, onPop)),
        () => events.forEach((name) => window.removeEventListener(name, onPop)),
      ),
  };
}

/** Paths in the address itself (the host serves index.html for every path). */
export function createBrowserHistory(): History {
  return createDomHistory(
    ({ pathname, search, hash }) => ({ pathname, search, hash }),
    createPath,
    ["popstate"],
  );
}

/** Paths after "#" ("/#/media/x?y"), which work on any static host. */
export function createHashHistory(): History {
  return createDomHistory(
    ({ hash }) => toPath(parsePath(hash.slice(1))),
    (path) => `#${createPath(path)}`,
    ["popstate", "hashchange"],
  );
}

export interface MemoryHistoryOptions {
  initialEntries?: readonly To[];
  /** Defaults to the last entry. */
  initialIndex?: number;
}

/** History kept in memory (tests). */
export function createMemoryHistory(options: MemoryHistoryOptions = {}): History {
  const { initialEntries = ["/"] } = options;
  const listeners = createListeners();
  const entry = (path: Path, state: unknown, key: string): Location => ({ ...path, state, key });
  let entries = initialEntries.map((to, index) =>
    entry(
      toPath(typeof to === "string" ? parsePath(to) : to),
      null,
      index === 0 ? "default" : createKey(),
    ),
  );
  if (entries.length === 0) entries = [entry(toPath({}), null, "default")];
  const clamp = (index: number) => Math.min(Math.max(index, 0), entries.length - 1);
  let index = clamp(options.initialIndex ?? entries.length - 1);
  let action: Action = "POP";

  return {
    get location() {
      return entries[index] as Location;
    },
    get action() {
      return action;
    },
    push(path, state) {
      entries = entries.slice(0, index + 1);
      entries.push(entry(path, state ?? null, createKey()));
      index = entries.length - 1;
      action = "PUSH";
      listeners.notify();
    },
    replace(path, state) {
      entries[index] = entry(path, state ?? null, createKey());
      action = "REPLACE";
      listeners.notify();
    },
    go(delta) {
      const next = clamp(index + delta);
      if (next === index) return;
      index = next;
      action = "POP";
      listeners.notify();
    },
    createHref: createPath,
    listen: (listener) => listeners.add(listener),
  };
}
