export interface RunningServer {
  baseUrl: string;
  /** From spawning the process to the first answer. */
  startupMs: number;
  /** The server process id. */
  pid: number | undefined;
  stop(): Promise<void>;
}
export function startServer(options?: {
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<RunningServer>;
