import { accountTables } from "./0001-account-tables";

/**
 * Every migration, in the order they run. Append only: a migration that has run somewhere is
 * never edited (its id is recorded in matinee_migrations), a change is a new entry.
 * Kept as TypeScript strings so the bundled server carries them.
 */
export const MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  { id: "0001-account-tables", sql: accountTables },
];
