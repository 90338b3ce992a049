import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";
import { migrate, type SqlConnection } from "./migrate";

/**
 * PostgreSQL settings of the embedded database, sized for one process serving a household
 * rather than PostgreSQL's server defaults. Memory a WASM PostgreSQL touches is never given
 * back, so the shared buffer pool is its largest cost: the default (128 MB) alone held ~150 MB
 * of RSS. Pages not in the pool come from the operating system's file cache, so a small pool
 * costs little on this workload (a few MB of data per thousand users).
 */
const SETTINGS = {
  shared_buffers: "8MB",
  // Index builds and VACUUM; only the migrations and the clean-up jobs run them.
  maintenance_work_mem: "8MB",
  // Temporary tables; the account API has none.
  temp_buffers: "1MB",
  // One process, one backend: lock tables sized for 100 connections are shared memory wasted.
  max_connections: "8",
};

export function pgliteOptions(defaultStartParams: string[]): PGliteOptions {
  const settings = Object.entries(SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  return { startParams: [...defaultStartParams, ...settings] };
}

/** Loaded only when used: a PostgreSQL deployment never pays for the WASM build. */
export async function loadPglite() {
  return (await import("@electric-sql/pglite")).PGlite;
}

/** An in-memory PGlite with the embedded settings (tests). */
export async function createMemoryPglite(options: PGliteOptions = {}): Promise<PGlite> {
  const PGlite = await loadPglite();
  return PGlite.create({ ...pgliteOptions(PGlite.defaultStartParams), ...options });
}

/** Applies the pending migrations to an open PGlite. */
export async function migratePglite(client: PGlite): Promise<void> {
  // PGlite is one connection owned by this process: a transaction is lock enough.
  await client.transaction(async (tx) => {
    const connection: SqlConnection = {
      exec: async (text) => void (await tx.exec(text)),
      query: async <Row>(text: string, params?: unknown[]) =>
        (await tx.query<Row>(text, params)).rows,
    };
    await migrate(connection);
  });
}

/**
 * Opens PGlite in `dataDir`. The first boot (initdb, then the migrations' DDL) runs in a child
 * process, pglite-init.ts: it holds ~750 MB for a few seconds, and memory a process has touched
 * stays in its RSS, so the server keeps only what an open database needs. The child works beside
 * `dataDir` and the folder is renamed into place when complete, so a boot interrupted there
 * leaves nothing half made. `signal` stops a first boot still running (shutdown).
 */
export async function openPgliteDir(dataDir: string, signal?: AbortSignal): Promise<PGlite> {
  const PGlite = await loadPglite();
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await initDataDir(dataDir, signal);
  return PGlite.create(dataDir, pgliteOptions(PGlite.defaultStartParams));
}

/** The child's program: beside this file, built to dist/ beside the server (see build.mjs). */
function initProgram(): string[] {
  const fromSource = import.meta.url.endsWith(".ts");
  const script = fileURLToPath(
    new URL(fromSource ? "./pglite-init.ts" : "./pglite-init.js", import.meta.url),
  );
  return fromSource ? ["--import", "tsx", script] : [script];
}

async function initDataDir(dataDir: string, signal?: AbortSignal) {
  const partial = `${dataDir}.init`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(path.dirname(dataDir), { recursive: true });
  const child = spawn(process.execPath, [...initProgram(), partial], {
    stdio: ["ignore", "ignore", "pipe"],
    signal,
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", resolve);
    });
    if (code !== 0) {
      throw new Error(`creating the embedded database failed (exit ${code}): ${errors.trim()}`);
    }
    await removeEmptyFolder(dataDir);
    await rename(partial, dataDir);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** An empty folder where the database goes is fine; one holding files is not ours to delete. */
async function removeEmptyFolder(folder: string) {
  try {
    await rmdir(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return;
    if (code === "ENOTEMPTY" || code === "EEXIST") {
      throw new Error(`${folder} holds files but no database: move them away and start again`);
    }
    throw error;
  }
}
