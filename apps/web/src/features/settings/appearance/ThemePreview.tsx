import type { ThemeName } from "../../../shared/theme";

/** A line of text in the miniature (give it a height and a width). */
const line = "block shrink-0 rounded-full";

/**
 * A miniature of the home page drawn in `theme`'s palette: the element carries its own
 * `data-theme`, so the same utilities the pages use take that theme's colours inside it,
 * whatever the page's theme is. Decoration only: the choice it shows is named beside it.
 */
export function ThemePreview({ theme }: { theme: ThemeName }) {
  return (
    <span
      data-theme={theme}
      aria-hidden="true"
      className="flex aspect-[5/4] w-full flex-col gap-1 overflow-hidden rounded-lg bg-canvas p-2 ring-1 ring-line sm:aspect-[4/3] sm:gap-1.5 sm:p-2.5"
    >
      <span className="flex shrink-0 items-center gap-1.5">
        <span className="size-3 shrink-0 rounded-sm bg-accent" />
        <span className={`${line} h-1.5 w-1/4 bg-ink`} />
        <span className={`${line} ms-auto h-1.5 w-1/6 bg-ink-muted`} />
      </span>
      <span className={`${line} mx-auto h-2 w-2/3 bg-ink`} />
      <span className="mx-auto flex h-3.5 w-5/6 shrink-0 items-center rounded-md bg-surface px-1.5 ring-1 ring-line">
        <span className={`${line} h-1 w-1/3 bg-ink-faint`} />
      </span>
      <span className="grid min-h-0 flex-1 grid-cols-3 gap-1.5">
        {[0, 1, 2].map((card) => (
          <span key={card} className="flex min-h-0 flex-col rounded bg-raised p-1 ring-1 ring-line">
            {card === 0 ? <span className={`${line} h-1.5 w-3/4 bg-accent`} /> : null}
            <span className={`${line} mt-auto h-1 w-2/3 bg-ink-muted`} />
          </span>
        ))}
      </span>
    </span>
  );
}
