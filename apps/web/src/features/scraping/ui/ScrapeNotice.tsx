import { useId, type ReactNode } from "react";

/**
 * The layout of a screen over the player's search area that stops it (nothing found,
 * permission missing): a badge, a title, a text, then the actions in a row. `children` go
 * below, in the layer (a dialog the actions open).
 */
export function ScrapeNotice({
  badge,
  title,
  text,
  alert,
  actions,
  children,
}: {
  badge: string;
  title: string;
  text: string;
  /** A problem with the last action, announced. */
  alert?: string | null;
  actions: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className="absolute inset-0 z-10 grid place-items-center overflow-y-auto bg-canvas/95 px-6 py-6">
      <section
        aria-labelledby={titleId}
        className="flex max-w-md min-w-0 flex-col items-center gap-3 text-center"
      >
        <span className="rounded-full bg-raised px-3 py-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {badge}
        </span>
        <h2 id={titleId} className="font-display text-2xl font-semibold">
          {title}
        </h2>
        {/* A source's message may be a raw URL: it wraps anywhere rather than leave the screen. */}
        <p className="text-sm text-ink-muted wrap-anywhere">{text}</p>
        {alert ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {alert}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap justify-center gap-3">{actions}</div>
      </section>
      {children}
    </div>
  );
}
