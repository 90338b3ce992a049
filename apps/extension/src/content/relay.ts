import { EXTENSION_MESSAGE_NAMES, type ExtensionMessageName } from "@matinee/contracts";

/** What the relay needs of the page's window. */
export interface RelayWindow {
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  postMessage(message: unknown, targetOrigin: string): void;
}

/** A page's request, as the page posts it (§5.1). */
interface PageRequest {
  name: ExtensionMessageName;
  instanceId?: unknown;
  body?: unknown;
}

const NAMES: readonly string[] = EXTENSION_MESSAGE_NAMES;

function isPageRequest(data: unknown): data is PageRequest {
  if (typeof data !== "object" || data === null) return false;
  const { name, relayed } = data as { name?: unknown; relayed?: unknown };
  return typeof name === "string" && NAMES.includes(name) && !relayed;
}

/**
 * The page ⇄ background relay of §5.1: takes a window message iff it comes from this very
 * window, names one of the four messages and is not itself a relayed answer; forwards
 * `{ name, body }` to the background and posts the answer back to this page's origin ("/") with
 * the request's `instanceId` and `relayed: true`. A failed forward is answered too, as
 * `{ success: false, error }`, so the page never waits for nothing. Returns a stop function.
 */
export function startRelay(
  win: RelayWindow,
  forward: (request: {
    name: ExtensionMessageName;
    relayId: undefined;
    body: unknown;
  }) => Promise<unknown>,
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== (win as unknown)) return;
    const data: unknown = event.data;
    if (!isPageRequest(data)) return;
    const { name, instanceId, body } = data;
    const answer = (reply: unknown) =>
      win.postMessage({ name, relayId: undefined, instanceId, body: reply, relayed: true }, "/");
    forward({ name, relayId: undefined, body }).then(answer, (error: unknown) =>
      answer({ success: false, error: error instanceof Error ? error.message : String(error) }),
    );
  };
  win.addEventListener("message", onMessage);
  return () => win.removeEventListener("message", onMessage);
}
