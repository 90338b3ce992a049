import { useId, type ReactNode } from "react";

/** A titled group of controls inside a settings section. */
export function Panel({
  title,
  text,
  tone = "neutral",
  level = 3,
  children,
}: {
  title: string;
  text?: ReactNode;
  /** "danger" marks what cannot be undone (deleting the account). */
  tone?: "neutral" | "danger";
  /** Its heading's level: 3 inside a page's sections (settings), 2 right under the page's h1. */
  level?: 2 | 3;
  children?: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl bg-surface p-4 ring-1 ring-line sm:px-6"
    >
      <div className="flex flex-col gap-1.5">
        <Heading
          id={headingId}
          className={`font-display text-lg font-semibold ${tone === "danger" ? "text-danger" : "text-ink"}`}
        >
          {title}
        </Heading>
        {text ? <p className="text-sm leading-relaxed text-ink-muted">{text}</p> : null}
      </div>
      {children}
    </section>
  );
}
