import type { Profile } from "@matinee/contracts";
import { useId, type ReactNode } from "react";
import { useTranslation } from "../i18n";
import { PROFILE_COLORS, PROFILE_ICONS, ProfileIconShape, type ProfileColor } from "./Avatar";

const COLOR_NAMES = {
  "#0A54FF": "blue",
  "#CF2E68": "pink",
  "#F9DD7F": "yellow",
  "#7652DD": "purple",
  "#2ECFA8": "green",
} as const satisfies Record<ProfileColor, string>;

// Each choice is a native radio drawn as its tile: arrow keys move within a group, and the
// focus ring is the control's own.
const tile =
  "size-10 cursor-pointer appearance-none ring-line ring-inset transition " +
  "checked:ring-2 checked:ring-ink";

function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/**
 * The two colours and the icon of a profile (SPEC §5: 5 swatches, 6 icons), on the register
 * step and in the settings. Its strings are the account area's (`account.profilePicker`).
 */
export function ProfilePicker({
  profile,
  onChange,
}: {
  profile: Profile;
  onChange: (profile: Profile) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const colorGroup = (part: "colorA" | "colorB") => (
    <Choices legend={t(`account.profilePicker.${part}`)}>
      {PROFILE_COLORS.map((color) => (
        <input
          key={color}
          type="radio"
          name={`${name}-${part}`}
          value={color}
          checked={profile[part] === color}
          onChange={() => onChange({ ...profile, [part]: color })}
          aria-label={t(`account.profilePicker.colors.${COLOR_NAMES[color]}`)}
          className={`${tile} rounded-full`}
          style={{ backgroundColor: color }}
        />
      ))}
    </Choices>
  );
  return (
    <div className="flex flex-col gap-5">
      {colorGroup("colorA")}
      {colorGroup("colorB")}
      <Choices legend={t("account.profilePicker.icon")}>
        {PROFILE_ICONS.map((icon) => (
          <span key={icon} className="relative grid place-items-center">
            <input
              type="radio"
              name={`${name}-icon`}
              value={icon}
              checked={profile.icon === icon}
              onChange={() => onChange({ ...profile, icon })}
              aria-label={t(`account.profilePicker.icons.${icon}`)}
              className={`${tile} rounded-lg bg-raised ring-1 checked:bg-accent-soft`}
            />
            <ProfileIconShape
              icon={icon}
              className="pointer-events-none absolute size-5 text-ink"
            />
          </span>
        ))}
      </Choices>
    </div>
  );
}
