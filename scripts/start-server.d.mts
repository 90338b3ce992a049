export interface RunningServer {
  baseUrl: string;
  /** From spawning the process to the first answer. */
  startupMs: number;
  stop(): Promise<void>;
}
export function startServer(options?: {
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<RunningServer>;
