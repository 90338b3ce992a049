import type { SVGProps } from "react";

/** A ribbon bookmark; filled when the title is bookmarked. Decorative: the button is labelled. */
export function BookmarkIcon({ filled, ...props }: SVGProps<SVGSVGElement> & { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M6 3.5h12v17l-6-4.5-6 4.5z" />
    </svg>
  );
}
