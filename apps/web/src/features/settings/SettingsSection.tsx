import type { ReactNode } from "react";

/** One section of the settings page: a landmark named by its heading, the nav's target. */
export function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="flex flex-col gap-5">
      <h2
        id={`${id}-heading`}
        // Focused by the side navigation; not a stop of its own for Tab.
        tabIndex={-1}
        className="font-display text-2xl font-semibold tracking-tight text-ink outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
