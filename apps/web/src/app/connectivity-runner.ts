/** SPEC §4 and §9: one tick every 5 s. */
export const PING_INTERVAL_MS = 5_000;
/** While offline, only every 10th tick pings (SPEC §4), so a dead network is not hammered. */
export const OFFLINE_PING_EVERY = 10;
const PING_TIMEOUT_MS = 4_000;

/**
 * True when the server answered at all. Any HTTP status counts: a static host without
 * /ping.txt still proves the network works; only a failed or timed-out request means offline.
 * The answer is read to its end: a body left unread would be cut off by the time-out, and every
 * ping would show as a cancelled request.
 */
export async function pingServer(url = "/ping.txt", fetchUrl = fetch): Promise<boolean> {
  try {
    const response = await fetchUrl(url, {
      cache: "no-store",
      signal: AbortSignal.timeout(PING_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

export interface ConnectivityRunnerOptions {
  /** Told every change of the online flag (not every ping). */
  onChange: (isOnline: boolean) => void;
  ping?: () => Promise<boolean>;
  intervalMs?: number;
  /** Ticks are skipped while this is true (a hidden tab has nobody to show a banner to). */
  isPaused?: () => boolean;
  /** Where the browser's own online/offline events come from; they trigger a ping at once. */
  events?: Pick<Window, "addEventListener" | "removeEventListener">;
}

/**
 * Watches connectivity: pings every tick while online, every {@link OFFLINE_PING_EVERY}th tick
 * while offline. Returns the function that stops it.
 */
export function startConnectivityRunner({
  onChange,
  ping = () => pingServer(),
  intervalMs = PING_INTERVAL_MS,
  isPaused = () => document.visibilityState === "hidden",
  events = window,
}: ConnectivityRunnerOptions): () => void {
  let isOnline = true;
  let ticksOffline = 0;
  let inFlight = false;
  let stopped = false;

  async function check() {
    if (inFlight) return;
    inFlight = true;
    const answered = await ping();
    inFlight = false;
    ticksOffline = 0;
    if (stopped || answered === isOnline) return;
    isOnline = answered;
    onChange(answered);
  }

  function handleTick() {
    if (isPaused()) return;
    if (!isOnline && ++ticksOffline < OFFLINE_PING_EVERY) return;
    void check();
  }

  const handleBrowserEvent = () => void check();
  const timer = setInterval(handleTick, intervalMs);
  events.addEventListener("online", handleBrowserEvent);
  events.addEventListener("offline", handleBrowserEvent);
  return () => {
    stopped = true;
    clearInterval(timer);
    events.removeEventListener("online", handleBrowserEvent);
    events.removeEventListener("offline", handleBrowserEvent);
  };
}
