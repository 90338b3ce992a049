import type { SettingsInput } from "@matinee/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { userSettings, type SettingsRow } from "../db/schema";

export async function findSettings(db: Db, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.id, userId));
  return row;
}

/**
 * Partial update: an absent key stays, null clears, a value sets. The row is created by the
 * first save. `[]` and null proxy lists are stored as given (clients tell them apart).
 */
export async function saveSettings(
  db: Db,
  userId: string,
  input: SettingsInput,
): Promise<SettingsRow> {
  const changes: Partial<SettingsRow> = {};
  if (input.applicationTheme !== undefined) changes.applicationTheme = input.applicationTheme;
  if (input.applicationLanguage !== undefined) {
    changes.applicationLanguage = input.applicationLanguage;
  }
  if (input.defaultSubtitleLanguage !== undefined) {
    changes.defaultSubtitleLanguage = input.defaultSubtitleLanguage;
  }
  if (input.proxyUrls !== undefined) changes.proxyUrls = input.proxyUrls;
  const insert = db.insert(userSettings).values({ id: userId, ...changes });
  const [row] = await (
    Object.keys(changes).length
      ? insert.onConflictDoUpdate({ target: userSettings.id, set: changes })
      : insert.onConflictDoNothing()
  ).returning();
  return row ?? (await findSettings(db, userId)) ?? { id: userId, ...emptySettings };
}

const emptySettings = {
  applicationTheme: null,
  applicationLanguage: null,
  defaultSubtitleLanguage: null,
  proxyUrls: null,
};
