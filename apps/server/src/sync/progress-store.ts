import type { ProgressInput } from "@matinee/contracts";
import { roundSeconds, type ProgressImportPlan } from "@matinee/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { progressItems, type ProgressRow } from "../db/schema";
import { createUuid } from "../auth/ids";

export async function listProgress(db: Db, userId: string): Promise<ProgressRow[]> {
  return db.select().from(progressItems).where(eq(progressItems.userId, userId));
}

const slot = (name: keyof ProgressRow) => sql.placeholder(name);

/**
 * The single-title save, built once per database: it is the hottest write (players save
 * every few seconds), and building the statement anew cost more CPU than the rest of the
 * request; the name also lets PostgreSQL plan it once per connection.
 */
function prepareUpsert(db: Db) {
  return db
    .insert(progressItems)
    .values({
      id: slot("id"),
      userId: slot("userId"),
      tmdbId: slot("tmdbId"),
      seasonId: slot("seasonId"),
      episodeId: slot("episodeId"),
      seasonNumber: slot("seasonNumber"),
      episodeNumber: slot("episodeNumber"),
      meta: slot("meta"),
      duration: slot("duration"),
      watched: slot("watched"),
      updatedAt: slot("updatedAt"),
    })
    .onConflictDoUpdate({
      target: [
        progressItems.userId,
        progressItems.tmdbId,
        progressItems.seasonId,
        progressItems.episodeId,
      ],
      set: {
        duration: sql`excluded.duration`,
        watched: sql`excluded.watched`,
        meta: sql`excluded.meta`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning()
    .prepare("upsert_progress");
}

const preparedUpserts = new WeakMap<Db, ReturnType<typeof prepareUpsert>>();

/**
 * Saves the progress of one movie or episode in one statement. The database's unique key
 * (NULLS NOT DISTINCT) finds the existing row; only duration, watched, meta and the time
 * change on it (season and episode numbers stay as first saved, as in movie-web).
 */
export async function upsertProgress(
  db: Db,
  userId: string,
  tmdbId: string,
  input: ProgressInput,
  now: Date,
): Promise<ProgressRow> {
  let upsert = preparedUpserts.get(db);
  if (!upsert) preparedUpserts.set(db, (upsert = prepareUpsert(db)));
  const values: ProgressRow = {
    id: createUuid(),
    userId,
    tmdbId,
    seasonId: input.seasonId ?? null,
    episodeId: input.episodeId ?? null,
    seasonNumber: input.seasonNumber ?? null,
    episodeNumber: input.episodeNumber ?? null,
    meta: input.meta,
    duration: roundSeconds(input.duration),
    watched: roundSeconds(input.watched),
    updatedAt: now,
  };
  const [row] = await upsert.execute(values);
  if (!row) throw new Error("progress upsert returned nothing");
  return row;
}

/** Rows per statement: keeps every statement far below PostgreSQL's 65,535 parameters. */
const BATCH = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) result.push(items.slice(i, i + BATCH));
  return result;
}

/**
 * Writes an import plan (see planProgressImport) in a few statements, and returns the matched
 * rows, then the new ones. A row another request created meanwhile is left as it is (the
 * unique key decides).
 */
export async function applyProgressImport(
  db: Db,
  userId: string,
  plan: ProgressImportPlan,
): Promise<{ matched: ProgressRow[]; inserted: ProgressRow[] }> {
  const updates = plan.matched.flatMap(({ id, update }) => (update ? [{ id, ...update }] : []));
  for (const batch of chunks(updates)) {
    const values = batch.map(
      ({ id, watched, updatedAtMs }) =>
        sql`(${id}::uuid, ${watched}::bigint, ${new Date(updatedAtMs).toISOString()}::timestamptz)`,
    );
    await db.execute(
      sql`UPDATE progress_items AS p SET watched = v.watched, updated_at = v.updated_at
          FROM (VALUES ${sql.join(values, sql`, `)}) AS v (id, watched, updated_at)
          WHERE p.id = v.id AND p.user_id = ${userId}`,
    );
  }
  const matched: ProgressRow[] = [];
  for (const batch of chunks(plan.matched.map((match) => match.id))) {
    matched.push(
      ...(await db.select().from(progressItems).where(inArray(progressItems.id, batch))),
    );
  }
  const inserted: ProgressRow[] = [];
  for (const batch of chunks(plan.inserts)) {
    const rows = batch.map((item) => ({
      id: createUuid(),
      userId,
      tmdbId: item.tmdbId,
      seasonId: item.seasonId ?? null,
      episodeId: item.episodeId ?? null,
      seasonNumber: item.seasonNumber ?? null,
      episodeNumber: item.episodeNumber ?? null,
      meta: item.meta,
      duration: item.duration,
      watched: item.watched,
      updatedAt: new Date(item.updatedAtMs),
    }));
    inserted.push(
      ...(await db.insert(progressItems).values(rows).onConflictDoNothing().returning()),
    );
  }
  return { matched, inserted };
}

/** Deletes a title's rows, narrowed to a season and/or episode when given; returns how many. */
export async function deleteProgress(
  db: Db,
  userId: string,
  tmdbId: string,
  filter: { seasonId?: string | undefined; episodeId?: string | undefined },
): Promise<number> {
  const deleted = await db
    .delete(progressItems)
    .where(
      and(
        eq(progressItems.userId, userId),
        eq(progressItems.tmdbId, tmdbId),
        filter.seasonId ? eq(progressItems.seasonId, filter.seasonId) : undefined,
        filter.episodeId ? eq(progressItems.episodeId, filter.episodeId) : undefined,
      ),
    )
    .returning({ id: progressItems.id });
  return deleted.length;
}
