import type { ComponentType } from "react";
import type { TranslationKey } from "../../shared/i18n";
import { AccountSection } from "./account/AccountSection";
import { AdminSection } from "./admin/AdminSection";
import { AppearanceSection } from "./appearance/AppearanceSection";
import { ConnectionsSection } from "./connections/ConnectionsSection";
import { DataSection } from "./data/DataSection";
import { LanguageSection } from "./language/LanguageSection";
import { PreferencesSection } from "./preferences/PreferencesSection";
import { SubtitlesSection } from "./subtitles/SubtitlesSection";

/** One section of the settings page: its anchor, its heading and what it shows. */
export interface SettingsSectionEntry {
  /** The element id, and the address fragment that scrolls to it (`/settings#account`). */
  id: string;
  titleKey: TranslationKey;
  Content: ComponentType;
}

/**
 * The page's sections in their order; the side navigation lists the same. A section of a later
 * issue (preferences, appearance, subtitles, connections) is one more entry here.
 */
export const SETTINGS_SECTIONS: readonly SettingsSectionEntry[] = [
  { id: "account", titleKey: "settings.sections.account", Content: AccountSection },
  { id: "preferences", titleKey: "settings.sections.preferences", Content: PreferencesSection },
  { id: "appearance", titleKey: "settings.sections.appearance", Content: AppearanceSection },
  { id: "language", titleKey: "settings.sections.language", Content: LanguageSection },
  { id: "subtitles", titleKey: "settings.sections.subtitles", Content: SubtitlesSection },
  { id: "connections", titleKey: "settings.sections.connections", Content: ConnectionsSection },
  { id: "data", titleKey: "settings.sections.data", Content: DataSection },
  { id: "admin", titleKey: "settings.sections.admin", Content: AdminSection },
];
