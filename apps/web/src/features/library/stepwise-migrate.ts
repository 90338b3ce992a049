/** One step takes a stored state of version n to version n + 1. */
export type MigrationStep = (state: unknown) => unknown;

export interface MigrationPlan<S> {
  /** The store's localStorage key; backups are written beside it. */
  key: string;
  /** The version the store writes now. */
  version: number;
  /** Steps by the version they start from: `steps[1]` turns version 1 into version 2. */
  steps: Readonly<Record<number, MigrationStep>>;
  /** The empty store, used when migrating fails. */
  defaults: () => S;
  /** Checks and cleans the migrated state (drops unreadable entries). */
  read: (state: unknown) => S;
  storage?: () => Storage;
}

/** Where the state of version n is kept before the step that leaves version n runs. */
export function backupKey(key: string, version: number): string {
  return `BACKUP-v${version}-${key}`;
}

/**
 * A zustand `persist` migrate function (SPEC §4): stored data moves through every step from its
 * version to the current one; before each step the data is saved under `BACKUP-v{n}-{key}`, and
 * when a step fails (or none exists, as for data written by a newer Matinee) the store starts
 * from its defaults. The backups stay, so nothing a viewer had is lost for good.
 */
export function createStepwiseMigrate<S>(plan: MigrationPlan<S>) {
  return (persisted: unknown, fromVersion: number): S => {
    let state = persisted;
    try {
      if (!Number.isInteger(fromVersion) || fromVersion > plan.version) {
        plan.storage?.().setItem(backupKey(plan.key, fromVersion), JSON.stringify(state ?? null));
        throw new Error(`${plan.key} has version ${fromVersion}, newer than ${plan.version}`);
      }
      for (let version = fromVersion; version < plan.version; version += 1) {
        plan.storage?.().setItem(backupKey(plan.key, version), JSON.stringify(state ?? null));
        const step = plan.steps[version];
        if (!step) throw new Error(`no migration from version ${version} of ${plan.key}`);
        state = step(state);
      }
      return plan.read(state);
    } catch (error) {
      console.error(`Resetting ${plan.key}: its stored data could not be migrated`, error);
      return plan.defaults();
    }
  };
}
