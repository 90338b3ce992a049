export const repoRoot: string;
export interface BuildTarget {
  name: string;
  workspace: string;
  output: string;
  inputs: string[];
}
export const TARGETS: BuildTarget[];
export const PROXY_TARGET: BuildTarget;
export function isStale(target: BuildTarget): boolean;
/** Builds `target` now; returns the milliseconds it took. */
export function build(target: BuildTarget): number;
export function ensureBuilt(options?: {
  force?: boolean;
  log?: (message: string) => void;
  /** Names of TARGETS to build (default: all). */
  only?: string[];
}): Record<string, number>;
