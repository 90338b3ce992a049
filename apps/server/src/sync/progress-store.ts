import { SYNC_LIMITS, type ProgressInput } from "@matinee/contracts";
import { roundSeconds, type ProgressImportPlan, type StoredProgressRow } from "@matinee/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { progressItems, type ProgressRow } from "../db/schema";
import { createUuid } from "../auth/ids";
import { assertWithinQuota, chunks } from "./batches";

/**
 * What an import needs of each stored row (its key and `watched`): a user may keep tens of
 * thousands of rows, and turning every column of each into values costs the event loop.
 */
export async function listProgressKeys(db: Db, userId: string): Promise<StoredProgressRow[]> {
  return db
    .select({
      id: progressItems.id,
      tmdbId: progressItems.tmdbId,
      seasonId: progressItems.seasonId,
      episodeId: progressItems.episodeId,
      watched: progressItems.watched,
    })
    .from(progressItems)
    .where(eq(progressItems.userId, userId));
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
 * change on it (season and episode numbers stay as first saved, as in movie-web). A new row
 * (the id is ours) that takes the account past its quota is taken back (413); updating a row,
 * the player's save every few seconds, costs no count.
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
  if (row.id === values.id) {
    try {
      await assertWithinQuota(db, "progress", userId, SYNC_LIMITS.progressPerUser);
    } catch (error) {
      await db.delete(progressItems).where(eq(progressItems.id, row.id));
      throw error;
    }
  }
  return row;
}

/**
 * Writes an import plan (see planProgressImport) in statements of a few hundred rows, and
 * returns the matched rows, then the new ones. A row another request created meanwhile is left
 * as it is (the unique key decides). Run it in a transaction: past the account's progress
 * quota it throws (413) after writing.
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
  if (inserted.length > 0) {
    await assertWithinQuota(db, "progress", userId, SYNC_LIMITS.progressPerUser);
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
