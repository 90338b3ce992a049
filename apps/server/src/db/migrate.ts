import { MIGRATIONS } from "./migrations";

/** The little a migration run needs from a connection; runs inside one transaction. */
export interface SqlConnection {
  /** Runs SQL text that may hold several statements. */
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/**
 * Applies the migrations not yet recorded in `matinee_migrations`, in order, and returns their
 * ids. The caller holds the migration lock and the transaction (see database.ts), so replicas
 * booting together apply each migration exactly once, and a failed one leaves nothing behind.
 */
export async function migrate(
  connection: SqlConnection,
  migrations: ReadonlyArray<{ id: string; sql: string }> = MIGRATIONS,
): Promise<string[]> {
  await connection.exec(
    `CREATE TABLE IF NOT EXISTS matinee_migrations (
       id text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const rows = await connection.query<{ id: string }>("SELECT id FROM matinee_migrations");
  const done = new Set(rows.map((row) => row.id));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await connection.exec(migration.sql);
    await connection.query("INSERT INTO matinee_migrations (id) VALUES ($1)", [migration.id]);
    applied.push(migration.id);
  }
  return applied;
}
