import { SYNC_LIMITS, type BookmarkInput } from "@matinee/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { bookmarks, type BookmarkRow } from "../db/schema";
import { assertWithinQuota, chunks } from "./batches";

export async function listBookmarks(db: Db, userId: string): Promise<BookmarkRow[]> {
  return db.select().from(bookmarks).where(eq(bookmarks.userId, userId));
}

/**
 * Adds one bookmark; undefined when the title is already bookmarked. A 413 when the account
 * already keeps its quota of bookmarks.
 */
export async function insertBookmark(db: Db, row: BookmarkRow): Promise<BookmarkRow | undefined> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(bookmarks).values(row).onConflictDoNothing().returning();
    if (created) await assertWithinQuota(tx, "bookmarks", row.userId, SYNC_LIMITS.bookmarksPerUser);
    return created;
  });
}

/**
 * Upserts a batch (meta replaced, time reset); the last copy of a repeated title wins. Written
 * in statements of a few hundred rows, in one transaction: all of it, or nothing when it would
 * take the account past its bookmark quota (413).
 */
export async function upsertBookmarks(
  db: Db,
  userId: string,
  items: BookmarkInput[],
  now: Date,
): Promise<BookmarkRow[]> {
  const unique = new Map(items.map((item) => [item.tmdbId, item]));
  if (unique.size === 0) return [];
  return db.transaction(async (tx) => {
    const rows: BookmarkRow[] = [];
    for (const batch of chunks([...unique.values()])) {
      const written = await tx
        .insert(bookmarks)
        .values(batch.map(({ tmdbId, meta }) => ({ userId, tmdbId, meta, updatedAt: now })))
        .onConflictDoUpdate({
          target: [bookmarks.userId, bookmarks.tmdbId],
          set: { meta: sql`excluded.meta`, updatedAt: sql`excluded.updated_at` },
        })
        .returning();
      rows.push(...written);
    }
    await assertWithinQuota(tx, "bookmarks", userId, SYNC_LIMITS.bookmarksPerUser);
    return rows;
  });
}

export async function deleteBookmark(db: Db, userId: string, tmdbId: string): Promise<void> {
  await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.tmdbId, tmdbId)));
}
