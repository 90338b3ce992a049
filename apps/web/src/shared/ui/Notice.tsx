import type { ReactNode } from "react";

export type NoticeTone = "neutral" | "danger";

interface NoticeProps {
  title: string;
  /** "h1" when the notice is the whole page, "h2" when it sits inside one. */
  headingLevel?: "h1" | "h2";
  icon?: ReactNode;
  tone?: NoticeTone;
  children?: ReactNode;
  /** Buttons or links offered below the text. */
  actions?: ReactNode;
}

/** A centred message: empty results, errors, not-found. */
export function Notice({
  title,
  headingLevel = "h2",
  icon,
  tone = "neutral",
  children,
  actions,
}: NoticeProps) {
  const Heading = headingLevel;
  const iconTone = tone === "danger" ? "bg-danger-soft text-danger" : "bg-raised text-ink-muted";
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-14 text-center">
      {icon ? (
        <span className={`mb-2 grid size-14 place-items-center rounded-2xl text-2xl ${iconTone}`}>
          {icon}
        </span>
      ) : null}
      <Heading className="font-display text-xl font-semibold tracking-tight text-ink sm:text-2xl">
        {title}
      </Heading>
      {children ? <div className="text-sm leading-relaxed text-ink-muted">{children}</div> : null}
      {actions ? <div className="mt-4 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </section>
  );
}
