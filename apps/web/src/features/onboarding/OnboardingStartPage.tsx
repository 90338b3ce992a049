import { useState, type ReactNode } from "react";
import { useTranslation } from "../../shared/i18n";
import { Link, type Path } from "../../shared/router";
import { buttonClass } from "../../shared/ui/button-styles";
import { Dialog } from "../../shared/ui/Dialog";
import { OnboardingStep } from "./OnboardingStep";
import { useOnboarding } from "./use-onboarding";

/** One way of fetching streams: what it is, and the link to setting it up. */
function ChoiceCard({
  title,
  text,
  action,
  to,
}: {
  title: string;
  text: ReactNode;
  action: string;
  to: Partial<Path>;
}) {
  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-2xl bg-surface p-5 ring-1 ring-line sm:p-6">
      <div className="flex flex-1 flex-col gap-2">
        <h2 className="font-display text-xl font-semibold text-ink">{title}</h2>
        <p className="text-sm leading-relaxed text-ink-muted">{text}</p>
      </div>
      <Link to={to} className={`${buttonClass("primary")} self-start`}>
        {action}
      </Link>
    </li>
  );
}

/** Skip's confirmation: what skipping means, before the viewer settles for it. */
function SkipDialog({ onClose, onConfirm }: { onClose: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t("onboarding.start.skipTitle")} onClose={onClose}>
      {(close) => (
        <>
          <p className="text-sm leading-relaxed text-ink-muted">{t("onboarding.start.skipText")}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass("secondary")} onClick={close}>
              {t("onboarding.start.skipCancel")}
            </button>
            <button type="button" className={buttonClass("primary")} onClick={onConfirm}>
              {t("onboarding.start.skipConfirm")}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

/**
 * `/onboarding`, step 1 of 2 (SPEC §2): the two ways streams can be fetched, each leading to
 * its set-up page, and Skip (confirmed first), which keeps the site's default setup.
 */
export function OnboardingStartPage() {
  const { t } = useTranslation();
  const { pathTo, finish } = useOnboarding();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <OnboardingStep step={1} title={t("onboarding.start.title")} lead={t("onboarding.start.lead")}>
      <ul aria-label={t("onboarding.start.choices")} className="grid gap-4 md:grid-cols-2">
        <ChoiceCard
          title={t("onboarding.start.extension.title")}
          text={t("onboarding.start.extension.text")}
          action={t("onboarding.start.extension.action")}
          to={pathTo("extension")}
        />
        <ChoiceCard
          title={t("onboarding.start.proxy.title")}
          text={t("onboarding.start.proxy.text")}
          action={t("onboarding.start.proxy.action")}
          to={pathTo("proxy")}
        />
      </ul>
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-ink-muted">{t("onboarding.start.later")}</p>
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={() => setIsConfirming(true)}
        >
          {t("onboarding.start.skip")}
        </button>
      </div>
      {isConfirming ? (
        <SkipDialog onClose={() => setIsConfirming(false)} onConfirm={finish} />
      ) : null}
    </OnboardingStep>
  );
}
