import type { MetaDto } from "@matinee/contracts";
import { useTranslation } from "../../../shared/i18n";
import { Link } from "../../../shared/router";
import { buttonClass } from "../../../shared/ui/button-styles";
import { Spinner } from "../../../shared/ui/Spinner";
import type { RegisterStart } from "../auth-flows";

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** What the server says of itself (`GET /meta`), for the viewer to trust it or go back. */
function ServerCard({ meta, backendUrl }: { meta: MetaDto; backendUrl: string | null }) {
  const { t } = useTranslation();
  const host = hostOf(backendUrl);
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-surface p-4 ring-1 ring-line">
      <p className="font-display text-lg font-semibold break-words text-ink">{meta.name}</p>
      {meta.description ? (
        <p className="leading-relaxed break-words text-ink-muted">{meta.description}</p>
      ) : null}
      {host ? (
        <dl className="mt-1 flex flex-wrap gap-2 text-sm">
          <dt className="text-ink-faint">{t("account.register.trust.address")}</dt>
          <dd className="break-all text-ink-muted">{host}</dd>
        </dl>
      ) : null}
    </div>
  );
}

/**
 * Register step 1: the server introduces itself; "Trust" goes on, "Go back" returns home
 * (SPEC §2). A server that cannot be reached, or none configured, says so.
 */
export function TrustStep({
  start,
  backendUrl,
  onTrust,
  onRetry,
}: {
  /** Null while the server is asked. */
  start: RegisterStart | null;
  backendUrl: string | null;
  onTrust: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const goBack = (
    <Link to="/" className={buttonClass("secondary")}>
      {t("account.register.trust.goBack")}
    </Link>
  );
  if (!start) {
    return (
      <div className="flex flex-col gap-4">
        <Spinner label={t("account.register.trust.loading")} />
        <div className="flex flex-wrap gap-3">{goBack}</div>
      </div>
    );
  }
  if (!start.ok) {
    const noServer = start.error === "auth.verify.noBackendUrl";
    return (
      <div className="flex flex-col gap-4">
        <div role="alert" className="flex flex-col gap-1 rounded-xl bg-danger-soft p-4">
          <p className="font-semibold text-danger">{t(start.error)}</p>
          <p className="text-sm text-ink-muted">
            {noServer ? t("account.register.trust.noServerText") : t("auth.trust.failed.text")}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {noServer ? null : (
            <button type="button" className={buttonClass("primary")} onClick={onRetry}>
              {t("account.register.trust.retry")}
            </button>
          )}
          {goBack}
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <ServerCard meta={start.meta} backendUrl={backendUrl} />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass("primary")} onClick={onTrust}>
          {t("account.register.trust.trust")}
        </button>
        {goBack}
      </div>
    </div>
  );
}
