import { checkPassphrase } from "@matinee/account";
import type { Profile } from "@matinee/contracts";
import { checkDeviceName, type Checked } from "./device-name-check";

export type { AuthErrorKey, Checked } from "./device-name-check";

/** Login (SPEC §5): a valid passphrase (word count, words, checksum), then a device name. */
export function checkLoginInput(input: {
  passphrase: string;
  deviceName: string;
}): Checked<{ passphrase: string; deviceName: string }> {
  const passphrase = checkPassphrase(input.passphrase);
  if (!passphrase.ok) return { ok: false, error: "auth.login.validationError" };
  const device = checkDeviceName(input.deviceName);
  if (!device.ok) return device;
  return { ok: true, passphrase: passphrase.passphrase, deviceName: device.deviceName };
}

export interface RegisterInput {
  backendUrl: string | null;
  /** The passphrase generated and shown at step 2. */
  passphrase: string;
  /** What the viewer typed back at step 4. */
  typedPassphrase: string;
  deviceName: string;
  profile: Profile | null;
  hasCaptcha: boolean;
  captchaToken?: string | null | undefined;
}

/** The register "verify" step (SPEC §5), in its order. */
export function checkRegisterInput(
  input: RegisterInput,
): Checked<{ backendUrl: string; passphrase: string; deviceName: string; profile: Profile }> {
  if (!input.backendUrl) return { ok: false, error: "auth.verify.noBackendUrl" };
  const generated = checkPassphrase(input.passphrase);
  if (!generated.ok || !input.profile) return { ok: false, error: "auth.verify.invalidData" };
  const device = checkDeviceName(input.deviceName);
  if (!device.ok) return device;
  if (input.hasCaptcha && !input.captchaToken) {
    return { ok: false, error: "auth.verify.recaptchaFailed" };
  }
  if (input.typedPassphrase.trim() !== input.passphrase) {
    return { ok: false, error: "auth.verify.noMatch" };
  }
  return {
    ok: true,
    backendUrl: input.backendUrl,
    passphrase: generated.passphrase,
    deviceName: device.deviceName,
    profile: input.profile,
  };
}
