import type { HelloReply } from "@matinee/contracts";
import {
  extensionStatusOf,
  sendExtensionMessage,
  sendHello,
  type ExtensionStatus,
} from "@matinee/providers";
import { create } from "zustand";
import { hasSessionFlag, setSessionFlag } from "./session-flag";
import { waitAtMost } from "./wait-at-most";

/**
 * Where the browser extension stands for this site (PROTOCOLS.md §5.4), asked once per page
 * load and again whenever the viewer comes back to the tab. Scraping (which fetcher), the
 * player (header rules) and autoplay read it; the settings page and onboarding poll on their
 * own while they are open.
 */
export interface ExtensionState {
  /** The last `hello`'s meaning; "unknown" (no answer) also before the first one settles. */
  status: ExtensionStatus;
  /** The version the extension reported, when it answered. */
  version: string | null;
  /** False until this page load's first `hello` has settled (an answer, or 500 ms of silence). */
  checked: boolean;
  /** The viewer chose "Continue without the extension" (for this browser session). */
  declined: boolean;
}

/** sessionStorage flag of {@link ExtensionState.declined}. */
const DECLINED_FLAG = "matinee::extension-declined";

/**
 * The longest a search waits for the first `hello` before choosing how to scrape, when
 * Matinee's extension marked the page (its content script sets `data-matinee-extension` on
 * <html> before the page's scripts run): the hello's own 500 ms (SPEC §9) and a little for the
 * page's own work.
 */
export const EXTENSION_WAIT_MS = 600;

/**
 * Without the mark (no extension, or another movie-web one), a search waits only this long: a
 * viewer without an extension does not pay 500 ms before each first stream. Another extension
 * that answers later is used from the next search on.
 */
export const UNMARKED_WAIT_MS = 100;

/** Whether Matinee's extension announced itself on this page. */
export function hasExtensionMark(): boolean {
  return document.documentElement.hasAttribute("data-matinee-extension");
}

export const useExtensionState = create<ExtensionState>()(() => ({
  status: "unknown",
  version: null,
  checked: false,
  declined: hasSessionFlag(DECLINED_FLAG),
}));

/** The extension works for this site: scraping goes through it and it sets header rules. */
export function isExtensionActive(state: Pick<ExtensionState, "status">): boolean {
  return state.status === "success";
}

/**
 * The extension is there but this site may not use it (not whitelisted, or no access to
 * websites), and the viewer has not chosen to go on without it: a search shows "Permission
 * missing" (SPEC §8) before it starts.
 */
export function isPermissionMissing(state: Pick<ExtensionState, "status" | "declined">): boolean {
  return (state.status === "disallowed" || state.status === "noperms") && !state.declined;
}

let inFlight: Promise<ExtensionStatus> | null = null;

/**
 * Asks the extension `hello` now (one question at a time: a second call while one is out gets
 * the same answer) and keeps the outcome. Never rejects: a failed send counts as no answer.
 */
export function checkExtension(
  hello: () => Promise<HelloReply | null> = sendHello,
): Promise<ExtensionStatus> {
  inFlight ??= hello()
    .catch(() => null)
    .then((reply) => {
      inFlight = null;
      const status = extensionStatusOf(reply);
      useExtensionState.setState({
        status,
        version: reply?.success ? reply.version : null,
        checked: true,
      });
      return status;
    });
  return inFlight;
}

let stopListening: (() => void) | null = null;

/**
 * Starts this page load's check (once; later calls do nothing) and asks again each time the
 * tab becomes visible (the viewer may have allowed the site in the extension's popup) or is
 * restored from the back-forward cache. The permission page sends the viewer back with a new
 * page load, which checks anew.
 */
export function startExtensionDetection(): void {
  if (stopListening) return;
  const onVisible = () => {
    if (document.visibilityState === "visible") void checkExtension();
  };
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) void checkExtension();
  };
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("pageshow", onShow);
  stopListening = () => {
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("pageshow", onShow);
  };
  void checkExtension();
}

/**
 * The state once this page load's first `hello` has settled, `maxMs` at most (then the state as
 * it is: "unknown", not checked). Starts the check unless `start` is false; then, when nothing
 * has started it, the state as it is at once.
 */
export async function whenExtensionChecked(
  maxMs = EXTENSION_WAIT_MS,
  { start = true }: { start?: boolean } = {},
): Promise<ExtensionState> {
  if (start) startExtensionDetection();
  if (useExtensionState.getState().checked || !stopListening) return useExtensionState.getState();
  const wait = hasExtensionMark() ? maxMs : Math.min(maxMs, UNMARKED_WAIT_MS);
  let stop = () => {};
  const checked = new Promise<void>((resolve) => {
    stop = useExtensionState.subscribe((state) => {
      if (state.checked) resolve();
    });
  });
  await waitAtMost(checked, wait);
  stop();
  return useExtensionState.getState();
}

/** "Continue without the extension": searches go the default way for this browser session. */
export function declineExtension(): void {
  setSessionFlag(DECLINED_FLAG);
  useExtensionState.setState({ declined: true });
}

/**
 * Opens the extension's permission page in this tab (PROTOCOLS.md §5.4); it comes back to this
 * very address once the viewer has answered. The tab usually leaves before the answer arrives.
 */
export function openExtensionPermission(): Promise<unknown> {
  return sendExtensionMessage("openPage", {
    page: "PermissionGrant",
    redirectUrl: window.location.href,
  });
}

/** Back to a fresh page load's state (tests). */
export function resetExtensionState(): void {
  stopListening?.();
  stopListening = null;
  inFlight = null;
  useExtensionState.setState({ status: "unknown", version: null, checked: false, declined: false });
}
