import type { HelloReply } from "@matinee/contracts";
import { extensionStatusOf, sendExtensionMessage, sendHello } from "@matinee/providers";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import { Panel } from "../../../shared/ui/Panel";

/** How often the panel asks the extension again while it is open (SPEC: polled every 1 s). */
const POLL_MS = 1000;

/** What the panel shows: still asking, or where the extension stands. */
type Shown =
  | { state: "checking" }
  | { state: "missing" | "failed" | "permission" | "outdated" | "connected"; version?: string };

function shownOf(reply: HelloReply | null): Shown {
  const status = extensionStatusOf(reply);
  const version = reply?.success ? reply.version : undefined;
  switch (status) {
    case "unknown":
      return { state: "missing" };
    case "failed":
      return { state: "failed" };
    case "disallowed":
    case "noperms":
      return { state: "permission", version };
    case "outdated":
      return { state: "outdated", version };
    case "success":
      return { state: "connected", version };
  }
}

// Module-level, so the polling effect (which depends on `hello`) does not restart each render.
const askExtension = () => sendHello();
const openPermissionPage = () =>
  sendExtensionMessage("openPage", { page: "PermissionGrant", redirectUrl: location.href });

const tone: Record<Shown["state"], string> = {
  checking: "text-ink-muted",
  missing: "text-ink-muted",
  failed: "text-danger",
  permission: "text-danger",
  outdated: "text-danger",
  connected: "text-accent",
};

/**
 * Whether the browser extension is installed and lets this site use it (PROTOCOLS.md §5.4),
 * asked at once and every second; without permission, a button opens the extension's page
 * that grants it.
 */
export function ExtensionPanel({
  hello = askExtension,
  grant = openPermissionPage,
}: {
  hello?: () => Promise<HelloReply | null>;
  grant?: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>({ state: "checking" });

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      void hello()
        .then(shownOf, () => ({ state: "failed" }) as const)
        .then((next) => {
          if (!live) return;
          setShown(next);
          timer = setTimeout(ask, POLL_MS);
        });
    };
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [hello]);

  return (
    <Panel
      title={t("settings.connections.extension.title")}
      text={t("settings.connections.extension.text")}
    >
      <div role="status" className="flex flex-col gap-1">
        <p className={`text-sm font-semibold ${tone[shown.state]}`}>
          {t(`settings.connections.extension.states.${shown.state}`)}
        </p>
        {"version" in shown && shown.version ? (
          <p className="text-sm text-ink-muted">
            {t("settings.connections.extension.version", { version: shown.version })}
          </p>
        ) : null}
      </div>
      {shown.state === "permission" ? (
        <button
          type="button"
          onClick={() =>
            void grant().catch((reason: unknown) =>
              console.error("[settings] the extension's permission page did not open", reason),
            )
          }
          className={`${buttonClass("primary")} self-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent`}
        >
          {t("settings.connections.extension.grant")}
        </button>
      ) : null}
    </Panel>
  );
}
