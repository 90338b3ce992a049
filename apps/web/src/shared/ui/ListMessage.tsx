import type { ReactNode } from "react";

/**
 * A state in place of a menu's list (SPEC §8): loading (`busy`, announced), empty or failed,
 * with its actions in a row below.
 */
export function ListMessage({
  title,
  text,
  busy = false,
  tone = "neutral",
  children,
}: {
  title: string;
  text?: string;
  busy?: boolean;
  tone?: "neutral" | "danger";
  children?: ReactNode;
}) {
  return (
    <div
      role={busy ? "status" : undefined}
      className="flex min-w-0 flex-1 flex-col items-center justify-center gap-2 px-4 py-8 text-center"
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-2 border-line border-t-accent"
        />
      ) : null}
      <h3 className={`font-semibold ${tone === "danger" ? "text-danger" : ""}`}>{title}</h3>
      {/* A source's message may be a raw URL: it wraps anywhere rather than leave the menu. */}
      {text ? <p className="text-xs leading-relaxed text-ink-muted wrap-anywhere">{text}</p> : null}
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}
