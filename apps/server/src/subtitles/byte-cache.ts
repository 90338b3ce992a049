/**
 * A cache bounded by the bytes its values take (as the caller counts them), each value kept
 * until its own expiry at most; past the bound, the least recently used values go first. A
 * value bigger than the whole bound is not kept. Also shares work in progress: `load` asked
 * twice for a key before the first finishes runs the loader once.
 */
export interface ByteCache<Value> {
  get(key: string): Value | undefined;
  /** The cached value, else the loader's (cached for `ttlMs` when it resolves). */
  load(key: string, ttlMs: number, loader: () => Promise<Value>): Promise<Value>;
  readonly bytes: number;
  readonly size: number;
}

interface Entry<Value> {
  value: Value;
  bytes: number;
  expiresAtMs: number;
}

export function createByteCache<Value>(options: {
  maxBytes: number;
  /** The bytes a value takes. */
  sizeOf: (value: Value) => number;
  now?: () => number;
}): ByteCache<Value> {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order; a value read is moved to the end, so the first is the
  // least recently used.
  const entries = new Map<string, Entry<Value>>();
  const loading = new Map<string, Promise<Value>>();
  let total = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  }

  function get(key: string): Value | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expiresAtMs <= now()) {
      total -= entry.bytes;
      return undefined;
    }
    entries.set(key, entry);
    return entry.value;
  }

  function put(key: string, value: Value, ttlMs: number) {
    drop(key);
    const bytes = options.sizeOf(value);
    if (bytes > options.maxBytes || ttlMs <= 0) return;
    for (const [oldest] of entries) {
      if (total + bytes <= options.maxBytes) break;
      drop(oldest);
    }
    entries.set(key, { value, bytes, expiresAtMs: now() + ttlMs });
    total += bytes;
  }

  return {
    get,
    load(key, ttlMs, loader) {
      const cached = get(key);
      if (cached !== undefined) return Promise.resolve(cached);
      const running = loading.get(key);
      if (running) return running;
      const started = loader().then(
        (value) => {
          loading.delete(key);
          put(key, value, ttlMs);
          return value;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, started);
      return started;
    },
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
  };
}
