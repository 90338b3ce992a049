import type { SVGProps } from "react";
import { mirrored } from "../../shared/ui/icons";

// Line icons of the header, menu and FAQ, drawn like the shared ones (shared/ui/icons.tsx);
// decorative: the text or label beside each carries the meaning.
type IconProps = SVGProps<SVGSVGElement>;
const line: IconProps = {
  viewBox: "0 0 24 24",
  width: "1em",
  height: "1em",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
};

export function CompassIcon(props: IconProps) {
  return (
    <svg {...line} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <svg {...line} {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function HelpIcon(props: IconProps) {
  return (
    <svg {...line} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.1M12 17h.01" />
    </svg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <svg {...line} {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <svg {...line} {...props}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <svg {...line} {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <svg {...line} {...props}>
      <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.1A8 8 0 1 1 20 12z" />
    </svg>
  );
}

export function CodeIcon(props: IconProps) {
  return (
    <svg {...line} {...props}>
      <path d="m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />
    </svg>
  );
}

export function AtIcon(props: IconProps) {
  return (
    <svg {...line} {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-3.9 7.9" />
    </svg>
  );
}

export function CloudIcon(props: IconProps) {
  return (
    <svg {...line} {...props}>
      <path d="M7 18a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9.5a4.3 4.3 0 0 1-.5 8.5z" />
      <path d="M12 15v-4.5M10 12.5l2-2 2 2" />
    </svg>
  );
}

/** An arrow into a door: points along the line, so it turns round right to left. */
export function LogInIcon(props: IconProps) {
  return (
    <svg {...line} {...mirrored(props)}>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="M4 12h11M11 8l4 4-4 4" />
    </svg>
  );
}
