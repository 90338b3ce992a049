export interface StandaloneProxy {
  /** Its root, e.g. `http://127.0.0.1:40123` (no trailing slash, as onboarding stores it). */
  url: string;
  /** The proxy process id. */
  pid: number | undefined;
  close(): Promise<void>;
}
/** A loopback port nothing listens on (taken, then let go). */
export function closedPort(): Promise<number>;
/** The standalone proxy (built first when stale) on a free loopback port, allowing `allow`. */
export function startStandaloneProxy(options?: { allow?: string }): Promise<StandaloneProxy>;
