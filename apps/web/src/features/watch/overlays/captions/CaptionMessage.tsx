import type { ReactNode } from "react";

/** A state in place of a captions list: loading, empty, failed (SPEC §8), with its actions. */
export function CaptionMessage({
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
      className="flex flex-1 flex-col items-center justify-center gap-2 px-4 py-8 text-center"
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-2 border-line border-t-accent"
        />
      ) : null}
      <h3 className={`font-semibold ${tone === "danger" ? "text-danger" : ""}`}>{title}</h3>
      {text ? <p className="text-xs leading-relaxed text-ink-muted">{text}</p> : null}
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}
