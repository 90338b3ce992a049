export const SERVER_NODE_FLAGS: string[];
export interface RunningServer {
  baseUrl: string;
  port: number;
  /** From spawning the process to the first answer. */
  startupMs: number;
  /** The server process id. */
  pid: number | undefined;
  /** Settles with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}
export function startServer(options?: {
  env?: Record<string, string>;
  timeoutMs?: number;
  /** A fixed port (to start a server again where it was); a free one by default. */
  port?: number;
}): Promise<RunningServer>;
