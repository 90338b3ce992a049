import type { HelloReply } from "@matinee/contracts";
import { extensionStatusOf, sendHello, type ExtensionStatus } from "@matinee/providers";
import { useEffect, useState } from "react";

/** How often the page asks the extension again (SPEC §4, §9: polled every 1 s). */
export const EXTENSION_POLL_MS = 1000;

/**
 * `hello` with its default wait: the pages' default asker, module-level so that the polling
 * (which restarts when its `hello` changes) does not restart on each render.
 */
export const askExtension = (): Promise<HelloReply | null> => sendHello();

/** What the page knows: still waiting for the first answer, or where the extension stands. */
export type ExtensionCheck =
  | { status: "loading" }
  | { status: ExtensionStatus; /** The installed version, when it said. */ version?: string };

function checkOf(reply: HelloReply | null): ExtensionCheck {
  const status = extensionStatusOf(reply);
  return reply?.success ? { status, version: reply.version } : { status };
}

const versionOf = (check: ExtensionCheck) => ("version" in check ? check.version : undefined);

function isSameCheck(a: ExtensionCheck, b: ExtensionCheck): boolean {
  return a.status === b.status && versionOf(a) === versionOf(b);
}

/**
 * Asks the extension `hello` at once and again each {@link EXTENSION_POLL_MS} after an answer
 * (a missing extension answers nothing for 500 ms: `sendHello` gives null, "unknown"), for as
 * long as the page is shown; a failed send counts as "failed".
 */
export function useExtensionStatus(
  hello: () => Promise<HelloReply | null>,
  pollMs = EXTENSION_POLL_MS,
): ExtensionCheck {
  const [check, setCheck] = useState<ExtensionCheck>({ status: "loading" });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      void hello()
        .then(checkOf, (): ExtensionCheck => ({ status: "failed" }))
        .then((next) => {
          if (!live) return;
          // The same answer again keeps the state: nothing re-renders each second.
          setCheck((current) => (isSameCheck(current, next) ? current : next));
          timer = setTimeout(ask, pollMs);
        });
    };
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [hello, pollMs]);
  return check;
}
