import { createJSONStorage, type PersistOptions } from "zustand/middleware";
import { createStepwiseMigrate, type MigrationStep } from "./stepwise-migrate";

interface VersionedStore<S> {
  key: string;
  version: number;
  steps?: Readonly<Record<number, MigrationStep>>;
  empty: () => S;
  /** Checks stored data and drops what cannot be read. */
  read: (state: unknown) => S;
}

/**
 * `persist` options for a library store: a versioned localStorage key migrated stepwise (with
 * backups, SPEC §4), and stored data checked even when its version is current, so a hand-edited
 * entry cannot crash a page.
 */
export function versionedPersist<S>({
  key,
  version,
  steps = {},
  empty,
  read,
}: VersionedStore<S>): PersistOptions<S, S> {
  return {
    name: key,
    version,
    storage: createJSONStorage(() => localStorage),
    migrate: createStepwiseMigrate({
      key,
      version,
      steps,
      defaults: empty,
      read,
      storage: () => localStorage,
    }),
    merge: (persisted, current) => ({ ...current, ...read(persisted) }),
  };
}
