import { Icon, mirrored, type IconProps } from "../../../shared/ui/icons";

// The account's own line icons (menu entries), drawn in the shared frame.

export function GearIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8" />
    </Icon>
  );
}

/** An arrow out of a door: points along the line, so it turns round right to left. */
export function LogOutIcon(props: IconProps) {
  return (
    <Icon {...mirrored(props)}>
      <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4" />
      <path d="M9 12h11M16 8l4 4-4 4" />
    </Icon>
  );
}
