import type { SVGProps } from "react";

/** Small line icons; decorative by default (the text beside them carries the meaning). */
export type IconProps = SVGProps<SVGSVGElement>;

/** The 24×24 line-icon frame every icon of the app draws in (features build theirs on it too). */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4M12 17h.01" />
    </Icon>
  );
}

export function NoResultsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5M8.5 11h5" />
    </Icon>
  );
}

export function FilmIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M7 3v18M17 3v18M3 7.5h4M3 12h18M3 16.5h4M17 7.5h4M17 16.5h4" />
    </Icon>
  );
}

/**
 * The class of an icon that points along the line (back, forward, log in): turned round on a
 * right-to-left page, where the line runs the other way. Media icons (play, skip, next) keep
 * their direction, as players do.
 */
export const MIRROR_IN_RTL = "rtl:-scale-x-100";

/** `props` with the mirroring class before the caller's own. */
export function mirrored(props: IconProps): IconProps {
  return { ...props, className: `${MIRROR_IN_RTL} ${props.className ?? ""}`.trim() };
}

/** Back: points to where the line starts (left, or right on a right-to-left page). */
export function ArrowLeftIcon(props: IconProps) {
  return (
    <Icon {...mirrored(props)}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </Icon>
  );
}

/** Toward the start of the line: a row's previous cards. */
export function ChevronStartIcon(props: IconProps) {
  return (
    <Icon {...mirrored(props)}>
      <path d="m15 6-6 6 6 6" />
    </Icon>
  );
}

/** Toward the end of the line: a row's next cards, a menu row that opens a page. */
export function ChevronEndIcon(props: IconProps) {
  return (
    <Icon {...mirrored(props)}>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 16v-4M12 8h.01" />
    </Icon>
  );
}

/** A filled play triangle (the "plays here" mark). */
export function PlayIcon(props: IconProps) {
  return (
    <Icon fill="currentColor" strokeWidth={1.5} {...props}>
      <path d="M8 5.5v13l10-6.5z" />
    </Icon>
  );
}
