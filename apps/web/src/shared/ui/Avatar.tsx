import type { Profile } from "@matinee/contracts";
import type { ReactNode } from "react";
import { Icon, type IconProps } from "./icons";

/**
 * The profile vocabulary of movie-web clients (PROTOCOLS §1.12): five colours and six icons,
 * the first of each the default. The server stores any string; these are what we offer.
 */
export const PROFILE_COLORS = ["#0A54FF", "#CF2E68", "#F9DD7F", "#7652DD", "#2ECFA8"] as const;
export const PROFILE_ICONS = ["cat", "weed", "userGroup", "couch", "mobile", "ticket"] as const;

export type ProfileColor = (typeof PROFILE_COLORS)[number];
export type ProfileIcon = (typeof PROFILE_ICONS)[number];

export const DEFAULT_PROFILE: Profile = {
  colorA: PROFILE_COLORS[0],
  colorB: PROFILE_COLORS[0],
  icon: PROFILE_ICONS[0],
};

const ICON_SHAPES: Record<ProfileIcon, ReactNode> = {
  cat: (
    <>
      <path d="M5 4.5 8.5 8h7L19 4.5V13a7 6.5 0 0 1-14 0z" />
      <path d="M9.5 12.5h.01M14.5 12.5h.01M11 15.5h2" />
    </>
  ),
  // movie-web's name for it; drawn as a plain leaf.
  weed: (
    <>
      <path d="M12 3c4.2 3.2 6 6.6 6 10a6 6 0 0 1-12 0c0-3.4 1.8-6.8 6-10z" />
      <path d="M12 21V10M12 14l-2.5-2M12 17l3-2.5" />
    </>
  ),
  userGroup: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 20a5.5 5.5 0 0 1 11 0" />
      <circle cx="16.5" cy="9" r="2.5" />
      <path d="M16.5 14a4.5 4.5 0 0 1 4.5 4.5" />
    </>
  ),
  couch: (
    <>
      <path d="M5 11V8.5A2.5 2.5 0 0 1 7.5 6h9A2.5 2.5 0 0 1 19 8.5V11" />
      <path d="M3 17v-4a2 2 0 0 1 4 0v1.5h10V13a2 2 0 0 1 4 0v4z" />
      <path d="M5.5 17v2M18.5 17v2" />
    </>
  ),
  mobile: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2.5" />
      <path d="M11 18h2" />
    </>
  ),
  ticket: (
    <>
      <path d="M3 7.5A1.5 1.5 0 0 1 4.5 6h15A1.5 1.5 0 0 1 21 7.5v2a2.5 2.5 0 0 0 0 5v2a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 16.5v-2a2.5 2.5 0 0 0 0-5z" />
      <path d="M14 6.5v2M14 11v2M14 15.5v2" />
    </>
  ),
};

/** One of the profile icons; an icon this app does not know is drawn as a cross (§1.12). */
export function ProfileIconShape({ icon, ...props }: { icon: string } & IconProps) {
  const shape = ICON_SHAPES[icon as ProfileIcon] ?? <path d="M8 8l8 8M16 8l-8 8" />;
  return <Icon {...props}>{shape}</Icon>;
}

/** A colour the avatar may paint: the server's strings are free, so only hex colours pass. */
function paint(color: string): string {
  return /^#[0-9a-f]{3,8}$/i.test(color) ? color : PROFILE_COLORS[0];
}

const SIZES = {
  sm: "size-7 text-sm",
  md: "size-10 text-lg",
  lg: "size-16 text-3xl",
} as const;

/**
 * A profile's picture: its icon on a gradient between its two colours. Decorative (whatever
 * sits beside it names the account), so screen readers skip it.
 */
export function Avatar({
  profile,
  size = "md",
  className = "",
}: {
  profile: Profile;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-icon={profile.icon}
      className={`grid shrink-0 place-items-center rounded-full text-white ${SIZES[size]} ${className}`}
      style={{
        backgroundImage: `linear-gradient(135deg, ${paint(profile.colorA)}, ${paint(profile.colorB)})`,
      }}
    >
      <ProfileIconShape icon={profile.icon} />
    </span>
  );
}
