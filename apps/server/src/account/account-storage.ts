import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { ServerConfig } from "../config";
import { openDatabase, type Database } from "../db/database";

/** The account database, which may open after the server starts listening. */
export interface AccountStorage {
  /** Opens the database once (later calls share the first); rejects when that failed. */
  open(): Promise<Database>;
  /** The open database; throws while it is not (routes wait on `open()` first). */
  current(): Database;
  /** Whether `open()` has settled successfully. */
  isOpen(): boolean;
  /** Whether the database opens only when a request needs it (the embedded one). */
  lazy: boolean;
  /** Stops an opening still under way (a first boot of the embedded database). */
  stopOpening(): void;
  /** Closes the database if it is open (after `stopOpening`, once nothing uses it). */
  close(): Promise<void>;
}

/**
 * The account database. A PostgreSQL server is opened (and migrated) before the server
 * listens, so a wrong DATABASE_URL stops the boot. The embedded PGlite opens on the first
 * request that needs it: it costs ~100 MB of memory (and its first boot seconds of CPU), which a
 * server used only to browse and play never needs. An injected database is the caller's to close.
 */
export async function openAccountStorage(
  config: ServerConfig,
  injected: Database | undefined,
  log: FastifyBaseLogger,
): Promise<AccountStorage> {
  let database: Database | undefined;
  let opening: Promise<Database> | undefined;
  const abort = new AbortController();
  const open = () => {
    opening ??= (
      injected
        ? Promise.resolve(injected)
        : openDatabase({
            url: config.DATABASE_URL,
            schema: config.DATABASE_SCHEMA,
            dataDir: path.join(config.DATA_DIR, "pglite"),
            signal: abort.signal,
          })
    ).then(
      (opened) => {
        database = opened;
        log.info({ database: opened.kind }, "account database ready");
        return opened;
      },
      (error: unknown) => {
        if (!abort.signal.aborted) log.fatal({ err: error }, "account database failed to open");
        throw error;
      },
    );
    return opening;
  };
  const lazy = !injected && !config.DATABASE_URL;
  if (!lazy) await open();
  return {
    open,
    current() {
      if (!database) throw new Error("the account database is not open yet");
      return database;
    },
    isOpen: () => database !== undefined,
    lazy,
    stopOpening: () => abort.abort(),
    async close() {
      await opening?.catch(() => {});
      if (!injected) await database?.close();
    },
  };
}
