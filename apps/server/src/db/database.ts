import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { migrate } from "./migrate";
import { createMemoryPglite, migratePglite, openPgliteDir } from "./pglite";
import { schema } from "./schema";

/** Drizzle over either driver: queries are written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Stops a first boot of the embedded database that is still running. */
  signal?: AbortSignal | undefined;
  /** PostgreSQL URL; without it an embedded PGlite is used. */
  url?: string | undefined;
  /** PostgreSQL schema for every table (created if missing); PGlite ignores it. */
  schema?: string | undefined;
  /** PGlite folder; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** Most connections to PostgreSQL. */
  poolSize?: number;
}

/** Opens the database and brings its tables up to date before anything else runs. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options)
    : usePglite(
        options.dataDir
          ? await openPgliteDir(options.dataDir, options.signal)
          : await createMemoryPglite(),
      );
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  try {
    if (options.schema) await createSchema(pool, options.schema);
    const client = await pool.connect();
    try {
      // One migration run at a time per schema, across every replica booting now.
      await client.query("SELECT pg_advisory_lock(hashtext('matinee-migrations:' || $1))", [
        options.schema ?? "",
      ]);
      await client.query("BEGIN");
      await migrate({
        exec: async (text) => void (await client.query(text)),
        query: async <Row>(text: string, params?: unknown[]) =>
          (await client.query(text, params)).rows as Row[],
      });
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      await client.query("SELECT pg_advisory_unlock_all()").catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function createSchema(pool: pg.Pool, name: string): Promise<void> {
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${name}"`);
  } catch (error) {
    // Two replicas creating it at the same moment: the loser sees a duplicate; that is fine.
    if ((error as { code?: string }).code !== "23505") throw error;
  }
}

/** Migrates an open PGlite and wraps it; closing the Database closes the client. */
export async function usePglite(client: PGlite): Promise<Database> {
  try {
    await migratePglite(client);
  } catch (error) {
    await client.close();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query (both drivers answer `{ rows }`; Drizzle's generic type cannot say so). */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
