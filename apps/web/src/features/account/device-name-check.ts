/** The SPEC §5 / §8 messages a login or a registration can end with (keys of account.json). */
export type AuthErrorKey =
  | "auth.login.validationError"
  | "auth.login.deviceLengthError"
  | "auth.login.connectionError"
  | "auth.verify.noBackendUrl"
  | "auth.verify.invalidData"
  | "auth.verify.recaptchaFailed"
  | "auth.verify.noMatch"
  | "auth.verify.registrationFailed"
  | "auth.trust.failed.title";

export type Checked<T> = ({ ok: true } & T) | { ok: false; error: AuthErrorKey };

// Apart from the passphrase checks, so that renaming a device loads no passphrase code.

/** The device name as sent: trimmed; empty is refused (SPEC §5). */
export function checkDeviceName(deviceName: string): Checked<{ deviceName: string }> {
  const trimmed = deviceName.trim();
  return trimmed
    ? { ok: true, deviceName: trimmed }
    : { ok: false, error: "auth.login.deviceLengthError" };
}
