import {
  extensionReplySchemas,
  type ExtensionMessageName,
  type ExtensionReplies,
  type ExtensionRequestBodies,
  type HelloReply,
} from "@matinee/contracts";

/** What the client needs of the page's window (the real `window`, or a fake in tests). */
export interface MessagingWindow {
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface SendOptions {
  /** No answer by then rejects with ExtensionTimeoutError; without it the call waits (§5.1). */
  timeoutMs?: number;
  /** Default: the global `window`. */
  window?: MessagingWindow;
}

export class ExtensionTimeoutError extends Error {
  override name = "ExtensionTimeoutError";
}

/** The time `hello` waits before deciding no extension is there (§5.1). */
export const HELLO_TIMEOUT_MS = 500;

const ALPHABET = "useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict";

/** A 21-character URL-safe random id, nanoid's size and alphabet. */
export function newInstanceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(21));
  let id = "";
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}

function issuesOf(error: unknown): string {
  const issues = (error as { issues?: { message: string }[] } | undefined)?.issues ?? [];
  return issues.map((issue) => issue.message).join("; ");
}

/**
 * Sends one message to the extension through its content script (PROTOCOLS.md §5.1): posts
 * `{ name, body, instanceId }` to this window's own origin and resolves with the body of the
 * relayed answer carrying the same name and instanceId. An answer of the wrong shape resolves
 * as `{ success: false, error }`.
 */
export function sendExtensionMessage<N extends ExtensionMessageName>(
  name: N,
  body: ExtensionRequestBodies[N],
  options: SendOptions = {},
): Promise<ExtensionReplies[N]> {
  // Read through globalThis: this package also compiles for Node, where `window` has no type.
  const win = options.window ?? (globalThis as unknown as { window: MessagingWindow }).window;
  const instanceId = newInstanceId();
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== (win as unknown)) return;
      const data = event.data as {
        name?: unknown;
        instanceId?: unknown;
        relayed?: unknown;
        body?: unknown;
      };
      if (data?.relayed !== true || data.name !== name || data.instanceId !== instanceId) return;
      win.removeEventListener("message", onMessage);
      clearTimeout(timer);
      const reply = extensionReplySchemas[name].safeParse(data.body);
      resolve(
        (reply.success
          ? reply.data
          : {
              success: false,
              error: `Malformed ${name} answer: ${issuesOf(reply.error)}`,
            }) as ExtensionReplies[N],
      );
    };
    win.addEventListener("message", onMessage);
    if (options.timeoutMs !== undefined) {
      timer = setTimeout(() => {
        win.removeEventListener("message", onMessage);
        reject(
          new ExtensionTimeoutError(
            `The extension did not answer ${name} in ${options.timeoutMs} ms`,
          ),
        );
      }, options.timeoutMs);
    }
    win.postMessage({ name, body, instanceId }, "/");
  });
}

/** `hello`, or null when no extension answers within 500 ms (§5.1). */
export async function sendHello(
  options: Omit<SendOptions, "timeoutMs"> = {},
): Promise<HelloReply | null> {
  try {
    return await sendExtensionMessage("hello", undefined, {
      ...options,
      timeoutMs: HELLO_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof ExtensionTimeoutError) return null;
    throw error;
  }
}
