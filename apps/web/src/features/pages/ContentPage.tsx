import type { ReactNode } from "react";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

interface ContentPageProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/**
 * The frame of a text page (about, support, takedown, credits): title, lead, sections, in a
 * column of reading width that starts where the page column does.
 */
export function ContentPage({ title, lead, children }: ContentPageProps) {
  useDocumentTitle(title);
  return (
    <article className="flex w-full max-w-3xl flex-col gap-8 py-10 sm:py-14">
      <div className="flex flex-col gap-3">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {title}
        </h1>
        {lead ? <p className="text-lg leading-relaxed text-ink-muted">{lead}</p> : null}
      </div>
      {children}
    </article>
  );
}

/** A titled part of a {@link ContentPage}. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="font-display text-xl font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}
