import { useTranslation } from "../../../shared/i18n";
import { Link } from "../../../shared/router";
import { ExtensionPanel } from "./ExtensionPanel";
import { ProxyWorkersPanel } from "./ProxyWorkersPanel";

/**
 * How streams are fetched (SPEC §2): the viewer's proxy workers and the browser extension. The
 * account server is set in the Account section; this one points there.
 */
export function ConnectionsSection() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <ProxyWorkersPanel />
      <ExtensionPanel />
      <p className="text-sm text-ink-muted">
        {t("settings.connections.serverPointer")}{" "}
        <Link
          to={{ hash: "#account" }}
          onClick={() =>
            requestAnimationFrame(() => document.getElementById("account-heading")?.focus())
          }
          className="font-semibold text-accent underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t("settings.connections.serverLink")}
        </Link>
      </p>
    </div>
  );
}
