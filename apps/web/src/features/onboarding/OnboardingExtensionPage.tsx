import type { HelloReply } from "@matinee/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "../../shared/i18n";
import { appConfig } from "../../shared/lib/config";
import { buttonClass } from "../../shared/ui/button-styles";
import { ReloadButton } from "../../shared/ui/ReloadButton";
import { isFirefox, webLinkOf } from "./browser-links";
import { OnboardingStep } from "./OnboardingStep";
import { openExtensionPermission } from "../../shared/lib/extension-state";
import {
  askExtension,
  useExtensionStatus,
  type ExtensionCheck,
} from "../../shared/lib/use-extension-status";
import { useOnboarding } from "./use-onboarding";

/** How long the page looks for the extension before it suggests a reload. */
export const NOT_DETECTED_HINT_MS = 5000;

/** True once `ms` have passed since the page appeared. */
function useAfter(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

/** The status line's text and tone. */
function useStatusText(check: ExtensionCheck): { text: string; tone: string } {
  const { t } = useTranslation();
  switch (check.status) {
    case "loading":
    case "unknown":
      return { text: t(`onboarding.extension.states.${check.status}`), tone: "text-ink-muted" };
    case "disallowed":
    case "noperms":
      return { text: t("onboarding.extension.states.permission"), tone: "text-ink" };
    case "failed":
      return { text: t("onboarding.extension.states.failed"), tone: "text-danger" };
    case "outdated":
      return {
        text: t("onboarding.extension.states.outdated", { version: check.version ?? "?" }),
        tone: "text-danger",
      };
    case "success":
      return { text: t("onboarding.extension.states.success"), tone: "text-accent" };
  }
}

/** The store link for this browser (Firefox's or Chrome's/Chromium's), when one is configured. */
function InstallLink({ userAgent }: { userAgent: string }) {
  const { t } = useTranslation();
  const config = appConfig();
  const firefox = isFirefox(userAgent);
  const href = webLinkOf(
    firefox
      ? config.onboardingFirefoxExtensionInstallLink
      : config.onboardingChromeExtensionInstallLink,
  );
  if (!href) return null;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-display text-xl font-semibold text-ink">
        {t("onboarding.extension.install")}
      </h2>
      <p className="text-sm text-ink-muted">{t("onboarding.extension.installText")}</p>
      <a
        href={href}
        target="_blank"
        rel="noreferrer"
        className={`${buttonClass("secondary")} self-start`}
      >
        {t(firefox ? "onboarding.extension.installFirefox" : "onboarding.extension.installChrome")}
      </a>
    </section>
  );
}

/**
 * `/onboarding/extension`, step 2 (SPEC §2, §4): the install link for this browser, and where
 * the extension stands for this site, asked every second — looking for it (with a hint to
 * reload after a while), no permission (a button opens the extension's grant page, which comes
 * back here), failed, outdated (naming the installed version), working: Continue completes
 * onboarding and goes on to the redirect target.
 */
export function OnboardingExtensionPage({
  hello = askExtension,
  grant = openExtensionPermission,
  userAgent = navigator.userAgent,
  hintAfterMs = NOT_DETECTED_HINT_MS,
}: {
  hello?: () => Promise<HelloReply | null>;
  grant?: () => Promise<unknown>;
  userAgent?: string;
  hintAfterMs?: number;
}) {
  const { t } = useTranslation();
  const { pathTo, finish } = useOnboarding();
  const check = useExtensionStatus(hello);
  const status = useStatusText(check);
  const isLooking = check.status === "loading" || check.status === "unknown";
  const showHint = useAfter(hintAfterMs) && isLooking;

  return (
    <OnboardingStep
      step={2}
      title={t("onboarding.extension.title")}
      lead={t("onboarding.extension.lead")}
      back={pathTo("start")}
    >
      {check.status === "success" ? null : <InstallLink userAgent={userAgent} />}
      <section
        aria-labelledby="onboarding-extension-status"
        className="flex flex-col gap-4 rounded-2xl bg-surface p-5 ring-1 ring-line sm:p-6"
      >
        <h2
          id="onboarding-extension-status"
          className="font-display text-xl font-semibold text-ink"
        >
          {t("onboarding.extension.statusHeading")}
        </h2>
        <div role="status" className="flex flex-col gap-2">
          <p className={`text-sm font-semibold ${status.tone}`}>{status.text}</p>
          {showHint ? (
            <p className="text-sm text-ink-muted">{t("onboarding.extension.notDetected")}</p>
          ) : null}
        </div>
        {showHint ? (
          <div>
            <ReloadButton>{t("onboarding.extension.reload")}</ReloadButton>
          </div>
        ) : null}
        {check.status === "disallowed" || check.status === "noperms" ? (
          <button
            type="button"
            onClick={() =>
              void grant().catch((reason: unknown) =>
                console.error("[onboarding] the extension's permission page did not open", reason),
              )
            }
            className={`${buttonClass("primary")} self-start`}
          >
            {t("onboarding.extension.grant")}
          </button>
        ) : null}
        {check.status === "success" ? (
          <button type="button" onClick={finish} className={`${buttonClass("primary")} self-start`}>
            {t("onboarding.extension.continue")}
          </button>
        ) : null}
      </section>
      {isFirefox(userAgent) ? (
        <section className="flex flex-col gap-2">
          <h2 className="font-display text-lg font-semibold text-ink">
            {t("onboarding.extension.firefoxTitle")}
          </h2>
          <p className="text-sm leading-relaxed text-ink-muted">
            {t("onboarding.extension.firefoxHelp")}
          </p>
        </section>
      ) : null}
    </OnboardingStep>
  );
}
