import type { Profile } from "@matinee/contracts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../shared/i18n";
import { Avatar } from "../../../shared/ui/Avatar";
import { checkDeviceName } from "../device-name-check";
import { ProfilePicker } from "../../../shared/ui/ProfilePicker";
import { StepButtons } from "./StepButtons";
import { TextField } from "../../../shared/ui/TextField";

/** Longest device name offered: the server keeps 500 characters of it encrypted (PROTOCOLS §3.1). */
export const DEVICE_NAME_MAX = 100;

/**
 * Register step 3: this device's name and the account's picture (two colours, an icon), with a
 * live preview. An empty name stops here with SPEC §5's message.
 */
export function ProfileStep({
  deviceName,
  profile,
  onDeviceName,
  onProfile,
  onNext,
  onBack,
}: {
  deviceName: string;
  profile: Profile;
  onDeviceName: (name: string) => void;
  onProfile: (profile: Profile) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [failedAt, setFailedAt] = useState(0);

  useEffect(() => {
    if (failedAt) field.current?.focus();
  }, [failedAt]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (checkDeviceName(deviceName).ok) onNext();
    else setFailedAt(Date.now());
  }

  const failed = failedAt > 0 && !checkDeviceName(deviceName).ok;
  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
      <TextField
        ref={field}
        label={t("account.register.profile.deviceName")}
        placeholder={t("account.register.profile.devicePlaceholder")}
        value={deviceName}
        onChange={onDeviceName}
        maxLength={DEVICE_NAME_MAX}
        error={failed ? t("auth.login.deviceLengthError") : null}
      />
      <div className="flex items-center gap-4 rounded-xl bg-surface p-4 ring-1 ring-line">
        <Avatar profile={profile} size="lg" />
        <div className="flex min-w-0 flex-col">
          <span className="text-xs font-semibold tracking-wide text-ink-faint uppercase">
            {t("account.register.profile.preview")}
          </span>
          <span className="text-lg font-semibold break-words text-ink">{deviceName.trim()}</span>
        </div>
      </div>
      <ProfilePicker profile={profile} onChange={onProfile} />
      <StepButtons
        next={t("account.register.profile.next")}
        back={t("account.register.back")}
        onBack={onBack}
      />
    </form>
  );
}
