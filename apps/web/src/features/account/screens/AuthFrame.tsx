import { useEffect, useRef, type ReactNode } from "react";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";

/**
 * The frame of the login and register screens, a narrow column that starts where the page
 * column does: the step (when there are steps), the title, a lead, the step's content and a
 * footer line (links to the other screen).
 */
export function AuthFrame({
  pageTitle,
  title,
  step,
  lead,
  children,
  footer,
}: {
  /** The tab's title (the screen's name, whatever its step). */
  pageTitle: string;
  title: string;
  /** "Step 2 of 4". */
  step?: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(pageTitle);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  // A new step: focus moves to its title, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    heading.current?.focus();
  }, [title]);
  return (
    <section className="flex w-full max-w-lg flex-col gap-6 py-10 sm:py-14">
      <div className="flex flex-col gap-2">
        {step ? <p className="text-sm font-semibold text-accent">{step}</p> : null}
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-display text-3xl font-semibold tracking-tight text-ink outline-none sm:text-4xl"
        >
          {title}
        </h1>
        {lead ? <p className="leading-relaxed text-ink-muted">{lead}</p> : null}
      </div>
      {children}
      {footer ? <p className="text-sm text-ink-muted">{footer}</p> : null}
    </section>
  );
}
