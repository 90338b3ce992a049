import type { Profile } from "@matinee/contracts";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "../../../shared/i18n";
import { Avatar } from "../../../shared/ui/Avatar";
import { buttonClass } from "../../../shared/ui/button-styles";
import { useSettingsServices, type LoggedInProps } from "../settings-services";
import { FormStatus, type FormStatusValue } from "../ui/FormStatus";
import { Panel } from "../../../shared/ui/Panel";
import { TextField } from "../../../shared/ui/TextField";
import { DEVICE_NAME_MAX_CHARACTERS, deviceNameProblem } from "./device-name-rules";
import { ProfilePicker } from "../../../shared/ui/ProfilePicker";

const sameProfile = (a: Profile, b: Profile) =>
  a.colorA === b.colorA && a.colorB === b.colorB && a.icon === b.icon;

/**
 * This device's name and the account's picture (two colours and an icon), edited together and
 * saved with one button: the name with a `PATCH /sessions/{id}` (encrypted here), the picture
 * with a `PATCH /users/{id}`.
 */
export function ProfileForm({ runtime, account }: LoggedInProps) {
  const { t } = useTranslation();
  const { account: services } = useSettingsServices();
  // The name as stored (null: it cannot be read here) and as typed; undefined until decrypted.
  const [storedName, setStoredName] = useState<string | null | undefined>(undefined);
  const [name, setName] = useState("");
  const [profile, setProfile] = useState(account.profile);
  const [nameError, setNameError] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    // A name that cannot be read (or a seed that cannot open it) shows the placeholder.
    const unreadable = () => null;
    void runtime
      .currentDeviceName(account)
      .catch(unreadable)
      .then((decrypted) => {
        if (!live) return;
        setStoredName(decrypted);
        setName(decrypted ?? "");
      });
    return () => {
      live = false;
    };
    // Only a new stored name (a rename, a restore) is read again, not every account change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, account.deviceName, account.seed]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const problem = deviceNameProblem(name);
    if (problem) {
      setNameError(
        problem === "empty"
          ? t("auth.login.deviceLengthError")
          : t("settings.account.profile.deviceNameTooLong", { max: DEVICE_NAME_MAX_CHARACTERS }),
      );
      return;
    }
    setNameError(null);
    const renamed = name.trim() !== storedName;
    const repainted = !sameProfile(profile, account.profile);
    if (!renamed && !repainted) {
      setStatus({ tone: "done", text: t("settings.account.profile.unchanged") });
      return;
    }
    setSaving(true);
    try {
      if (renamed) {
        const outcome = await runtime.renameDevice(services, name);
        if (!outcome.ok) {
          setNameError(t(outcome.error));
          return;
        }
      }
      if (repainted) await runtime.updateProfile(services, profile);
      setStatus({ tone: "done", text: t("settings.account.profile.saved") });
    } catch (error) {
      const noAnswer = runtime.statusOf(error) === null;
      setStatus({
        tone: "error",
        text: t(
          noAnswer ? "settings.account.profile.saveFailed" : "settings.account.profile.saveRefused",
        ),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title={t("settings.account.profile.heading")} text={t("settings.account.profile.text")}>
      <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-6">
        <div className="flex flex-col gap-6 sm:flex-row">
          <Avatar profile={profile} size="lg" className="self-start" />
          <div className="flex min-w-0 flex-1 flex-col gap-6">
            <TextField
              label={t("settings.account.profile.deviceName")}
              value={name}
              onChange={setName}
              error={nameError}
              placeholder={storedName === null ? t("account.devices.unknownName") : undefined}
              disabled={storedName === undefined}
              autoComplete="off"
            />
            <ProfilePicker profile={profile} onChange={setProfile} />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <div>
            <button
              type="submit"
              className={buttonClass("primary")}
              // Until the stored name is read, a save could not tell a rename.
              disabled={saving || storedName === undefined}
            >
              {saving ? t("settings.account.profile.saving") : t("settings.account.profile.save")}
            </button>
          </div>
          <FormStatus status={status} />
        </div>
      </form>
    </Panel>
  );
}
