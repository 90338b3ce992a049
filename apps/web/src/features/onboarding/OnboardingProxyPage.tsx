import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation, type TranslationKey } from "../../shared/i18n";
import { appConfig } from "../../shared/lib/config";
import { useServices } from "../../shared/lib/services";
import { buttonClass } from "../../shared/ui/button-styles";
import { TextField } from "../../shared/ui/TextField";
import { webLinkOf } from "./browser-links";
import { OnboardingStep } from "./OnboardingStep";
import { checkProxy, type ProxyCheckProblem } from "./proxy-check";
import { saveProxy } from "./save-proxy";
import { useOnboarding } from "./use-onboarding";

/** Each failure's message (SPEC §8 names the first three). */
const MESSAGES: Record<ProxyCheckProblem, TranslationKey> = {
  invalidUrl: "onboarding.proxy.errorInvalidUrl",
  notProxy: "onboarding.proxy.errorNotProxy",
  connection: "onboarding.proxy.errorConnection",
  unreachable: "onboarding.proxy.errorUnreachable",
  protected: "onboarding.proxy.errorProtected",
};

/**
 * `/onboarding/proxy`, step 2 (SPEC §2, §5, §8): the viewer's proxy URL, tested by fetching this
 * Matinee server's `/echo` through it (`checkProxy`); a proxy that passes becomes the viewer's
 * proxy list (synced with an account), onboarding is completed and the viewer goes on to the
 * redirect target. The operator's guide to deploying a proxy is linked when configured.
 */
export function OnboardingProxyPage({
  fetch = globalThis.fetch,
  save = saveProxy,
}: {
  /** How the test reaches the proxy (tests hand in a fake). */
  fetch?: typeof globalThis.fetch;
  /** Keeps the proxy that passed (tests hand in a fake). */
  save?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const { libraryUrl } = useServices();
  const { pathTo, finish } = useOnboarding();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isTesting, setIsTesting] = useState(false);
  const installLink = webLinkOf(appConfig().onboardingProxyInstallLink);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isTesting) return;
    setError(null);
    setIsTesting(true);
    const result = await checkProxy(draft, { serverUrl: libraryUrl, fetch });
    if (!mounted.current) return;
    setIsTesting(false);
    if (!result.ok) {
      setError(t(MESSAGES[result.problem]));
      return;
    }
    save(result.url);
    finish();
  }

  return (
    <OnboardingStep
      step={2}
      title={t("onboarding.proxy.title")}
      lead={t("onboarding.proxy.lead")}
      back={pathTo("start")}
    >
      {installLink ? (
        <a
          href={installLink}
          target="_blank"
          rel="noreferrer"
          className="self-start text-sm font-semibold text-accent underline underline-offset-4 hover:text-accent-hover"
        >
          {t("onboarding.proxy.installLink")}
        </a>
      ) : null}
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col gap-4 rounded-2xl bg-surface p-5 ring-1 ring-line sm:p-6"
      >
        <TextField
          label={t("onboarding.proxy.field")}
          hint={t("onboarding.proxy.hint")}
          placeholder="https://proxy.example.org"
          type="url"
          value={draft}
          error={error}
          verbatim
          onChange={(value) => {
            setDraft(value);
            setError(null);
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass("primary")} disabled={isTesting}>
            {t("onboarding.proxy.submit")}
          </button>
          <p role="status" className="text-sm text-ink-muted">
            {isTesting ? t("onboarding.proxy.testing") : null}
          </p>
        </div>
      </form>
    </OnboardingStep>
  );
}
