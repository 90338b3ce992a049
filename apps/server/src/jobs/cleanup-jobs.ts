import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { selectRows, type Db } from "../db/database";
import { deleteExpiredChallenges } from "../account/challenges-store";
import { deleteExpiredSessions } from "../account/sessions-store";
import { deleteUsers, findAbandonedUsers } from "../account/users-store";

/** A user with no session who has not logged in for this long is deleted with all their data. */
export const ABANDONED_AFTER_MS = 365 * 24 * 60 * 60_000;

/** The clean-up jobs (PROTOCOLS.md §1.7), each returning how many rows it removed. */
export const CLEANUP_JOBS = {
  "challenge-code-expiry": (db: Db, nowMs: number) => deleteExpiredChallenges(db, new Date(nowMs)),
  "session-expiry": (db: Db, nowMs: number) => deleteExpiredSessions(db, new Date(nowMs)),
  "user-deletion": async (db: Db, nowMs: number) =>
    deleteUsers(db, await findAbandonedUsers(db, new Date(nowMs - ABANDONED_AFTER_MS))),
} as const;

export type CleanupJob = keyof typeof CLEANUP_JOBS;

/**
 * Runs one job in a transaction under a PostgreSQL advisory lock: when several replicas start
 * it at once, one does the work and the others skip (null). Returns the rows removed.
 */
export async function runCleanupJob(db: Db, job: CleanupJob, nowMs: number) {
  return db.transaction(async (tx) => {
    const [lock] = await selectRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(hashtext(${`matinee-job:${job}`} || current_schema())) AS locked`,
    );
    if (!lock?.locked) return null;
    return CLEANUP_JOBS[job](tx, nowMs);
  });
}

/**
 * Runs every job now and then every `intervalMs` (first after a random delay, so replicas
 * started together spread out). Returns a stop function for shutdown, which waits for a run
 * in progress so the database is not closed under it.
 */
export function scheduleCleanupJobs(options: {
  db: Db;
  clock: () => number;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => Promise<void> {
  const { db, clock, log, intervalMs = 60 * 60_000 } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const runAll = async () => {
    for (const job of Object.keys(CLEANUP_JOBS) as CleanupJob[]) {
      if (stopped) return;
      try {
        const removed = await runCleanupJob(db, job, clock());
        if (removed) log.info({ job, removed }, "cleanup job done");
      } catch (error) {
        log.error({ err: error, job }, "cleanup job failed");
      }
    }
  };
  const next = (delayMs: number) => {
    timer = setTimeout(() => {
      running = runAll().finally(() => {
        if (!stopped) next(intervalMs);
      });
    }, delayMs);
    timer.unref();
  };
  next(Math.floor(Math.random() * 240_000));
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
