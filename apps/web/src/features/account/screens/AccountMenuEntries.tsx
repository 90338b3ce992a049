import { useState } from "react";
import { useTranslation } from "../../../shared/i18n";
import { NavLink } from "../../../shared/router";
import { Avatar } from "../../../shared/ui/Avatar";
import { menuItemClass, menuItemProps } from "../../../shared/ui/MenuButton";
import { useAccountStore } from "../account-store";
import { accountServices } from "../account-services";
import { GearIcon, LogOutIcon } from "./account-icons";
import { logOutNow } from "./log-out";
import { useDeviceName } from "./use-device-name";

/**
 * The header menu's entries for a logged-in viewer (SPEC §2 header): this device, with the
 * account's picture, and the settings; logging out. The menu shows them above its own.
 */
export function AccountMenuEntries() {
  const { t } = useTranslation();
  const profile = useAccountStore((state) => state.account?.profile);
  const device = useDeviceName();
  const [leaving, setLeaving] = useState(false);
  if (!profile) return null;
  const name = device.name ?? (device.loading ? "" : t("account.devices.unknownName"));

  async function handleLogout() {
    setLeaving(true);
    await logOutNow(accountServices());
    setLeaving(false);
  }

  return (
    <>
      <NavLink
        to="/settings"
        {...menuItemProps}
        aria-label={t("account.menu.device", { name })}
        className={`${menuItemClass} font-semibold`}
      >
        <Avatar profile={profile} size="sm" />
        <span className="min-w-0 break-words">{name}</span>
      </NavLink>
      <NavLink to="/settings" {...menuItemProps} className={menuItemClass}>
        <GearIcon className="size-4 text-ink-muted" />
        {t("account.menu.settings")}
      </NavLink>
      <button
        type="button"
        {...menuItemProps}
        className={menuItemClass}
        disabled={leaving}
        onClick={() => void handleLogout()}
      >
        <LogOutIcon className="size-4 text-ink-muted" />
        {t("account.menu.logout")}
      </button>
    </>
  );
}
