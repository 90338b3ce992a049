import { useTranslation } from "../../../shared/i18n";
import { Link } from "../../../shared/router";
import { buttonClass } from "../../../shared/ui/button-styles";
import { Spinner } from "../../../shared/ui/Spinner";
import type { AccountRuntime } from "../settings-services";
import { Panel } from "../../../shared/ui/Panel";
import { DeleteAccountPanel, LogOutPanel } from "./AccountActions";
import { DeviceList } from "./DeviceList";
import { MoveServer } from "./MoveServer";
import { ProfileForm } from "./ProfileForm";
import { ServerSetting } from "./ServerSetting";
import { useAccountRuntime } from "./use-account-runtime";

function LoggedOutCallout() {
  const { t } = useTranslation();
  return (
    <Panel
      title={t("settings.account.loggedOut.title")}
      text={t("settings.account.loggedOut.text")}
    >
      <div className="flex flex-wrap gap-3">
        <Link to="/register" className={buttonClass("primary")}>
          {t("settings.account.loggedOut.register")}
        </Link>
        <Link to="/login" className={buttonClass("secondary")}>
          {t("settings.account.loggedOut.login")}
        </Link>
      </div>
    </Panel>
  );
}

function AccountPanels({ runtime }: { runtime: AccountRuntime }) {
  const account = runtime.useAccountStore((state) => state.account);
  // Each part keeps its place whether logged in or not, so the server setting stays the same
  // component (with its message) across the logout that a change of server makes.
  return (
    <div className="flex flex-col gap-6">
      {account ? (
        <>
          <ProfileForm runtime={runtime} account={account} />
          <DeviceList runtime={runtime} account={account} />
        </>
      ) : (
        <LoggedOutCallout />
      )}
      <ServerSetting runtime={runtime} loggedIn={account !== null} />
      {account ? (
        <>
          <MoveServer runtime={runtime} />
          <LogOutPanel runtime={runtime} />
          <DeleteAccountPanel runtime={runtime} />
        </>
      ) : null}
    </div>
  );
}

/**
 * The account section (SPEC §2, §6): logged out, the way to an account and the choice of
 * server; logged in, the profile, the devices, the server, log out and delete.
 */
export function AccountSection() {
  const { t } = useTranslation();
  const { runtime, failed } = useAccountRuntime();
  if (failed) {
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        {t("settings.loadFailed")}
      </p>
    );
  }
  return runtime ? <AccountPanels runtime={runtime} /> : <Spinner label={t("settings.loading")} />;
}
