import { createHash, randomBytes } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, usePglite, type Database } from "../../src/db/database";
import { MIGRATIONS } from "../../src/db/migrations";
import { createMemoryPglite } from "../../src/db/pglite";

/**
 * A database of its own for a test file: a fresh PostgreSQL schema when DATABASE_URL is set
 * (CI runs the files in parallel against one database), else an in-memory PGlite.
 * `close()` also drops the schema.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openTestPglite();
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const database = await openDatabase({ url, schema, poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * PGlite's initdb costs seconds of CPU; a migrated data folder dumped once to the temp folder
 * (keyed by the migrations) starts the next test files several times faster.
 */
async function openTestPglite(): Promise<Database> {
  const key = createHash("sha256").update(JSON.stringify(MIGRATIONS)).digest("hex").slice(0, 16);
  const file = path.join(tmpdir(), `matinee-pglite-${key}.tar`);
  const template = await readFile(file).catch(() => null);
  if (template) return usePglite(await createMemoryPglite({ loadDataDir: new Blob([template]) }));
  const client = await createMemoryPglite();
  const database = await usePglite(client);
  const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(partial, dump);
  await rename(partial, file);
  return database;
}
