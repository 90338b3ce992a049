import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { ServerConfig } from "../config";
import { openDatabase, type Database } from "../db/database";

/** The account database, which may still be opening when the server starts listening. */
export interface AccountStorage {
  /** Settles once the database is open and migrated (rejects when that failed). */
  opened: Promise<Database>;
  /** The open database; throws while it is not (routes wait on `opened` first). */
  current(): Database;
  /** Whether `opened` has settled successfully. */
  isOpen(): boolean;
}

/**
 * Opens the account database. A PostgreSQL server is opened (and migrated) before the server
 * listens, so a wrong DATABASE_URL stops the boot. The embedded PGlite opens in the background:
 * its first-boot initdb takes seconds of CPU, and the web app and media need none of it; the
 * account routes wait for it.
 */
export async function openAccountStorage(
  config: ServerConfig,
  injected: Database | undefined,
  log: FastifyBaseLogger,
): Promise<AccountStorage> {
  let database: Database | undefined;
  const opened = (
    injected
      ? Promise.resolve(injected)
      : openDatabase({
          url: config.DATABASE_URL,
          schema: config.DATABASE_SCHEMA,
          dataDir: path.join(config.DATA_DIR, "pglite"),
        })
  ).then((open) => {
    database = open;
    log.info({ database: open.kind }, "account database ready");
    return open;
  });
  if (injected || config.DATABASE_URL) {
    await opened;
  } else {
    opened.catch((error: unknown) => log.fatal({ err: error }, "account database failed to open"));
  }
  return {
    opened,
    current() {
      if (!database) throw new Error("the account database is not open yet");
      return database;
    },
    isOpen: () => database !== undefined,
  };
}
