import type { Profile } from "@matinee/contracts";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "../../../shared/i18n";
import { Link, useNavigate } from "../../../shared/router";
import { chosenTheme } from "../../../shared/theme";
import { DEFAULT_PROFILE } from "../../../shared/ui/Avatar";
import { resolveBackendUrl } from "../account-store";
import { accountServices } from "../account-services";
import { completeRegister, startRegister, type RegisterStart } from "../auth-flows";
import { checkRegisterInput } from "../auth-validation";
import { hasStoredAccount } from "../stored-account";
import { AlreadyLoggedIn } from "./AlreadyLoggedIn";
import { AuthFrame } from "./AuthFrame";
import { PassphraseWords } from "./PassphraseWords";
import { ProfileStep } from "./ProfileStep";
import { recaptchaToken, loadRecaptcha } from "./recaptcha";
import { StepButtons } from "./StepButtons";
import { TrustStep } from "./TrustStep";
import { VerifyStep, type VerifyFailure } from "./VerifyStep";

const STEP_TITLES = [
  "account.register.trust.title",
  "account.register.passphrase.title",
  "account.register.profile.title",
  "account.register.verify.title",
] as const;

const STEP_LEADS = [
  "account.register.trust.text",
  "account.register.passphrase.text",
  "account.register.profile.text",
  "account.register.verify.text",
] as const;

type Step = 0 | 1 | 2 | 3;

/**
 * `/register` (SPEC §2, PROTOCOLS §2.3), steps 0 to 3 in order: trust the server, see the new
 * passphrase, name the device and choose a picture, type the passphrase back. Then the account
 * is made, the local library uploaded and restored (auth-flows.ts), and home opens.
 */
export function RegisterPage() {
  const [loggedIn] = useState(() => hasStoredAccount());
  return loggedIn ? <AlreadyLoggedIn /> : <RegisterSteps />;
}

function RegisterSteps() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [services] = useState(accountServices);
  const [attempt, setAttempt] = useState(0);
  const [start, setStart] = useState<RegisterStart | null>(null);
  const [step, setStep] = useState<Step>(0);
  const [deviceName, setDeviceName] = useState("");
  const [profile, setProfile] = useState<Profile>(DEFAULT_PROFILE);
  const [typed, setTyped] = useState("");
  const [failure, setFailure] = useState<VerifyFailure | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void startRegister(services).then((started) => current && setStart(started));
    return () => {
      current = false;
    };
  }, [services, attempt]);

  const meta = start?.ok ? start.meta : null;
  const passphrase = start?.ok ? start.passphrase : "";
  const captchaKey = meta?.hasCaptcha ? meta.captchaClientKey : undefined;

  function handleTrust() {
    // Google's script loads only for a server that asks for it, and only once trusted.
    if (captchaKey) loadRecaptcha(captchaKey).catch(() => undefined);
    setStep(1);
  }

  function handleRetry() {
    setStart(null);
    setAttempt((count) => count + 1);
  }

  async function handleRegister() {
    if (!meta) return;
    const input = { passphrase, typedPassphrase: typed, deviceName, profile, meta };
    // Everything but the captcha first: no token is spent on a passphrase that does not match.
    const checked = checkRegisterInput({
      ...input,
      backendUrl: resolveBackendUrl(services.backendUrl),
      hasCaptcha: false,
    });
    if (!checked.ok) {
      setFailure({ error: checked.error, at: Date.now() });
      return;
    }
    setBusy(true);
    setFailure(null);
    const captchaToken = meta.hasCaptcha ? await recaptchaToken(captchaKey) : undefined;
    const outcome = await completeRegister(
      {
        ...input,
        captchaToken,
        settings: { applicationLanguage: i18n.language, applicationTheme: chosenTheme() },
      },
      services,
    );
    if (outcome.ok) {
      void navigate("/", { replace: true });
      return;
    }
    setBusy(false);
    setFailure({ error: outcome.error, at: Date.now() });
  }

  function handlePassphraseSeen(event: FormEvent) {
    event.preventDefault();
    setStep(2);
  }

  const back = () => setStep((current) => Math.max(0, current - 1) as Step);
  return (
    <AuthFrame
      pageTitle={t("account.register.pageTitle")}
      title={t(STEP_TITLES[step])}
      step={t("account.register.step", { step: step + 1, total: STEP_TITLES.length })}
      lead={t(STEP_LEADS[step])}
      footer={
        <>
          {t("account.register.haveAccount")}{" "}
          <Link to="/login" className="font-semibold text-accent hover:underline">
            {t("account.register.logIn")}
          </Link>
        </>
      }
    >
      {step === 0 ? (
        <TrustStep
          start={start}
          backendUrl={resolveBackendUrl(services.backendUrl)}
          onTrust={handleTrust}
          onRetry={handleRetry}
        />
      ) : null}
      {step === 1 ? (
        <form onSubmit={handlePassphraseSeen} className="flex flex-col gap-6">
          <PassphraseWords passphrase={passphrase} />
          <StepButtons
            next={t("account.register.passphrase.next")}
            back={t("account.register.back")}
            onBack={back}
          />
        </form>
      ) : null}
      {step === 2 ? (
        <ProfileStep
          deviceName={deviceName}
          profile={profile}
          onDeviceName={setDeviceName}
          onProfile={setProfile}
          onNext={() => setStep(3)}
          onBack={back}
        />
      ) : null}
      {step === 3 ? (
        <VerifyStep
          typed={typed}
          onTyped={setTyped}
          failure={failure}
          busy={busy}
          hasCaptcha={meta?.hasCaptcha ?? false}
          onSubmit={() => void handleRegister()}
          onBack={back}
        />
      ) : null}
    </AuthFrame>
  );
}
