import type { ReactNode } from "react";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { useTranslation } from "../../shared/i18n";
import { Link, type Path } from "../../shared/router";
import { ArrowLeftIcon } from "../../shared/ui/icons";

/** Onboarding has two steps: the choice, then setting up what was chosen (SPEC §9). */
export const ONBOARDING_STEPS = 2;

/**
 * The frame of an onboarding page: the way back to the choice (step 2), which step this is,
 * the title (the page's h1 and tab title) and its lead, then the page's own content.
 */
export function OnboardingStep({
  step,
  title,
  lead,
  back,
  children,
}: {
  step: number;
  title: string;
  lead: string;
  /** The first step's address (its query kept), for the second step's way back. */
  back?: Partial<Path>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <article className="flex w-full max-w-3xl flex-col gap-8 py-10 sm:py-14">
      <div className="flex flex-col gap-3">
        {back ? (
          <Link
            to={back}
            className="inline-flex items-center gap-2 self-start rounded-md text-sm font-semibold text-ink-muted hover:text-ink"
          >
            <ArrowLeftIcon className="size-4" />
            {t("onboarding.back")}
          </Link>
        ) : null}
        <p className="text-sm font-semibold text-accent">
          {t("onboarding.step", { step, total: ONBOARDING_STEPS })}
        </p>
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {title}
        </h1>
        <p className="text-lg leading-relaxed text-ink-muted">{lead}</p>
      </div>
      {children}
    </article>
  );
}
