import type { HelloReply } from "@matinee/contracts";
import { useTranslation } from "../../../shared/i18n";
import { openExtensionPermission } from "../../../shared/lib/extension-state";
import {
  askExtension,
  useExtensionStatus,
  type ExtensionCheck,
} from "../../../shared/lib/use-extension-status";
import { buttonClass } from "../../../shared/ui/button-styles";
import { Panel } from "../../../shared/ui/Panel";

/** What the panel shows: still asking, or where the extension stands. */
type Shown =
  | { state: "checking" }
  | { state: "missing" | "failed" | "permission" | "outdated" | "connected"; version?: string };

function shownOf(check: ExtensionCheck): Shown {
  switch (check.status) {
    case "loading":
      return { state: "checking" };
    case "unknown":
      return { state: "missing" };
    case "failed":
      return { state: "failed" };
    case "disallowed":
    case "noperms":
      return { state: "permission", version: check.version };
    case "outdated":
      return { state: "outdated", version: check.version };
    case "success":
      return { state: "connected", version: check.version };
  }
}

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
  grant = openExtensionPermission,
}: {
  hello?: () => Promise<HelloReply | null>;
  grant?: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const shown = shownOf(useExtensionStatus(hello));

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
