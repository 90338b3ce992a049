import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import { Notice } from "../../../shared/ui/Notice";
import { Spinner } from "../../../shared/ui/Spinner";
import { WarningIcon } from "../../../shared/ui/icons";
import type { AccountServices } from "../account-runners";
import { useAccountStore } from "../account-store";
import type { RestoreResult } from "../restore";
import { logOutNow } from "./log-out";

type Stage = "loading" | "failed" | "done";

/**
 * Start-up with an account (SPEC §2 "loading profile", §4 "migration, then user loading, then
 * router"): the app waits for the account's first restore, so its first screen already shows
 * the account's bookmarks and progress. The screen fades in only if the wait is long (after
 * 400 ms), and offers a way out: log out, go back to the site's own server, reload. When the
 * server cannot be asked, it says so and the viewer may go on with this device's data (edits
 * wait in the outbox) instead of being locked out.
 */
export function ProfileGate({
  firstRestore,
  services,
  children,
}: {
  firstRestore: Promise<RestoreResult>;
  services: AccountServices;
  children: ReactNode;
}) {
  const [stage, setStage] = useState<Stage>("loading");

  useEffect(() => {
    let current = true;
    firstRestore.then(
      () => current && setStage("done"),
      () => current && setStage("failed"),
    );
    return () => {
      current = false;
    };
  }, [firstRestore]);

  if (stage === "done") return children;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4">
      {stage === "loading" ? (
        <LoadingProfile services={services} onLeave={() => setStage("done")} />
      ) : (
        <ProfileFailed services={services} onLeave={() => setStage("done")} />
      )}
    </main>
  );
}

function LoadingProfile(props: { services: AccountServices; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex animate-appear flex-col items-center gap-2">
      <Spinner label={t("account.loadingProfile.loading")} />
      <ProfileActions {...props} />
    </div>
  );
}

function ProfileFailed(props: { services: AccountServices; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice
      headingLevel="h1"
      tone="danger"
      icon={<WarningIcon />}
      title={t("account.loadingProfile.failed")}
      actions={
        <>
          <button type="button" className={buttonClass("primary")} onClick={props.onLeave}>
            {t("account.loadingProfile.continue")}
          </button>
          <ProfileActions {...props} />
        </>
      }
    >
      {t("account.loadingProfile.failedText")}
    </Notice>
  );
}

/**
 * The ways out of a profile that does not load (SPEC §8 "loading user error"): the site's own
 * server when a custom one is set (then a reload asks it), else log out; reload in any case.
 */
function ProfileActions({ services, onLeave }: { services: AccountServices; onLeave: () => void }) {
  const { t } = useTranslation();
  const customServer = useAccountStore((state) => state.backendUrl);
  const [leaving, setLeaving] = useState(false);
  const hasCustomServer = customServer !== null && customServer !== services.backendUrl;

  async function handleLogout() {
    setLeaving(true);
    await logOutNow(services);
    onLeave();
  }

  function handleReset() {
    useAccountStore.setState({ backendUrl: null });
    window.location.reload();
  }

  return (
    <div className="flex flex-wrap justify-center gap-3">
      {hasCustomServer ? (
        <>
          <p className="w-full max-w-md text-center text-sm text-ink-muted">
            {t("account.loadingProfile.customServerText")}
          </p>
          <button type="button" className={buttonClass("secondary")} onClick={handleReset}>
            {t("account.loadingProfile.resetServer")}
          </button>
        </>
      ) : null}
      <button
        type="button"
        className={buttonClass("secondary")}
        disabled={leaving}
        onClick={() => void handleLogout()}
      >
        {t("account.loadingProfile.logout")}
      </button>
      {/* Not shared/ui's ReloadButton: importing it here makes the bundler split it (and the
          page-title hook) out of the app's chunk, two more files for every first visit. */}
      <button
        type="button"
        className={buttonClass("secondary")}
        onClick={() => window.location.reload()}
      >
        {t("account.loadingProfile.reload")}
      </button>
    </div>
  );
}
