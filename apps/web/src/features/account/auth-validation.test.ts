import { describe, expect, it } from "vitest";
import en from "../../shared/i18n/locales/en/account.json";
import { checkLoginInput, checkRegisterInput, type AuthErrorKey } from "./auth-validation";

const valid = "legal winner thank year wave sausage worth useful legal winner thank yellow";
const profile = { colorA: "#0A54FF", colorB: "#CF2E68", icon: "cat" };
const register = {
  backendUrl: "https://a.test",
  passphrase: valid,
  typedPassphrase: valid,
  deviceName: "Phone",
  profile,
  hasCaptcha: false,
};

/** The English text of a key, to prove every message says what SPEC §5 says. */
function text(key: AuthErrorKey): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
}

describe("login input (SPEC §5)", () => {
  it("accepts a valid passphrase and a trimmed device name", () => {
    expect(checkLoginInput({ passphrase: valid, deviceName: " Phone " })).toEqual({
      ok: true,
      passphrase: valid,
      deviceName: "Phone",
    });
  });

  it.each([
    ["too few words", "legal winner thank"],
    ["a word outside the list", valid.replace("yellow", "yelow")],
    ["a bad checksum", valid.replace("yellow", "legal")],
  ])("refuses %s: 'Incorrect or incomplete passphrase'", (_label, passphrase) => {
    const checked = checkLoginInput({ passphrase, deviceName: "Phone" });
    expect(checked).toEqual({ ok: false, error: "auth.login.validationError" });
    expect(text("auth.login.validationError")).toBe("Incorrect or incomplete passphrase");
  });

  it("refuses an empty device name: 'Please enter a device name'", () => {
    expect(checkLoginInput({ passphrase: valid, deviceName: "   " })).toEqual({
      ok: false,
      error: "auth.login.deviceLengthError",
    });
    expect(text("auth.login.deviceLengthError")).toBe("Please enter a device name");
  });
});

describe("register verify step (SPEC §5)", () => {
  it("accepts a complete registration", () => {
    expect(checkRegisterInput(register)).toMatchObject({ ok: true, deviceName: "Phone" });
  });

  it.each<[string, Partial<typeof register> & { captchaToken?: string }, AuthErrorKey, string]>([
    ["no server", { backendUrl: "" }, "auth.verify.noBackendUrl", "Server not configured!"],
    ["no passphrase", { passphrase: "" }, "auth.verify.invalidData", "Data is not valid"],
    [
      "no captcha token",
      { hasCaptcha: true },
      "auth.verify.recaptchaFailed",
      "ReCaptcha validation failed",
    ],
    [
      "a different passphrase",
      { typedPassphrase: "legal" },
      "auth.verify.noMatch",
      "Passphrase doesn't match",
    ],
    [
      "an empty device name",
      { deviceName: "" },
      "auth.login.deviceLengthError",
      "Please enter a device name",
    ],
  ])("refuses %s", (_label, change, error, message) => {
    expect(checkRegisterInput({ ...register, ...change })).toEqual({ ok: false, error });
    expect(text(error)).toBe(message);
  });

  it("accepts a captcha token when the server asks for one", () => {
    expect(checkRegisterInput({ ...register, hasCaptcha: true, captchaToken: "t" }).ok).toBe(true);
  });
});
