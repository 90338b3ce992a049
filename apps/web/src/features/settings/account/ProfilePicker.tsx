import type { Profile } from "@matinee/contracts";
import { useId, type ReactNode } from "react";
import { useTranslation, type TFunction } from "../../../shared/i18n";
import { PROFILE_COLORS, PROFILE_ICONS, ProfileIconShape } from "../../../shared/ui/Avatar";

const COLOR_NAMES = ["blue", "pink", "yellow", "purple", "green"] as const;

interface Choice {
  value: string;
  label: string;
}

function colorChoices(t: TFunction, current: string): Choice[] {
  const choices = PROFILE_COLORS.map((value, index) => ({
    value,
    label: t(`settings.account.profile.colors.${COLOR_NAMES[index] ?? "blue"}`),
  }));
  // A colour set by another client stays on offer, so that saving does not change it unasked.
  const known = choices.some((choice) => choice.value.toLowerCase() === current.toLowerCase());
  return known
    ? choices
    : [
        ...choices,
        { value: current, label: t("settings.account.profile.colors.custom", { value: current }) },
      ];
}

function iconChoices(t: TFunction, current: string): Choice[] {
  const choices = PROFILE_ICONS.map((value) => ({
    value,
    label: t(`settings.account.profile.icons.${value}`),
  }));
  const known = choices.some((choice) => choice.value === current);
  return known
    ? choices
    : [
        ...choices,
        { value: current, label: t("settings.account.profile.icons.custom", { value: current }) },
      ];
}

/**
 * One choice of a group: the radio button itself is the swatch (so its own focus ring is the one
 * seen), with the drawing on top of it.
 */
function Option({
  name,
  choice,
  checked,
  onChange,
  fill,
  children,
}: {
  name: string;
  choice: Choice;
  checked: boolean;
  onChange: (value: string) => void;
  fill?: string;
  children?: ReactNode;
}) {
  return (
    <span className="relative grid size-10 place-items-center">
      <input
        type="radio"
        name={name}
        value={choice.value}
        checked={checked}
        onChange={() => onChange(choice.value)}
        aria-label={choice.label}
        title={choice.label}
        className="absolute inset-0 cursor-pointer appearance-none rounded-full bg-raised ring-1 ring-line ring-inset checked:ring-2 checked:ring-ink"
        style={fill ? { backgroundColor: fill } : undefined}
      />
      <span className="pointer-events-none relative text-xl text-ink">{children}</span>
    </span>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2.5">{children}</div>
    </fieldset>
  );
}

/** Checked colour swatches carry a mark, so the choice does not rest on colour alone. */
function CheckMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none">
      {/* White on a dark edge: seen on every swatch, light or dark. */}
      <path d="m5 12 5 5 9-10" stroke="#000" strokeOpacity={0.55} strokeWidth={5} />
      <path d="m5 12 5 5 9-10" stroke="#fff" strokeWidth={2.5} />
    </svg>
  );
}

/** The profile's two colours and icon (SPEC §5: 5 swatches, 6 icons). */
export function ProfilePicker({
  profile,
  onChange,
}: {
  profile: Profile;
  onChange: (profile: Profile) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const colorGroup = (key: "colorA" | "colorB") => (
    <Group legend={t(`settings.account.profile.${key}`)}>
      {colorChoices(t, profile[key]).map((choice) => (
        <Option
          key={choice.value}
          name={`${id}-${key}`}
          choice={choice}
          checked={choice.value === profile[key]}
          onChange={(value) => onChange({ ...profile, [key]: value })}
          fill={/^#[0-9a-f]{3,8}$/i.test(choice.value) ? choice.value : undefined}
        >
          {choice.value === profile[key] ? <CheckMark /> : null}
        </Option>
      ))}
    </Group>
  );
  return (
    <div className="flex flex-col gap-5">
      {colorGroup("colorA")}
      {colorGroup("colorB")}
      <Group legend={t("settings.account.profile.icon")}>
        {iconChoices(t, profile.icon).map((choice) => (
          <Option
            key={choice.value}
            name={`${id}-icon`}
            choice={choice}
            checked={choice.value === profile.icon}
            onChange={(icon) => onChange({ ...profile, icon })}
          >
            <ProfileIconShape icon={choice.value} />
          </Option>
        ))}
      </Group>
    </div>
  );
}
