/**
 * Yes/no flags that last for the browser session (sessionStorage). Storage can be unavailable
 * (privacy modes, sandboxed frames); then a flag simply reads as unset and setting it is a no-op,
 * so a dismissed notice may come back after a reload but nothing breaks.
 */
export function hasSessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

export function setSessionFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, "1");
  } catch {
    // Storage refused: the flag lasts only as long as the component's own state.
  }
}
