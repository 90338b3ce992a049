import type { BookmarkInput } from "@matinee/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { bookmarks, type BookmarkRow } from "../db/schema";

export async function listBookmarks(db: Db, userId: string): Promise<BookmarkRow[]> {
  return db.select().from(bookmarks).where(eq(bookmarks.userId, userId));
}

/** Adds one bookmark; undefined when the title is already bookmarked. */
export async function insertBookmark(db: Db, row: BookmarkRow): Promise<BookmarkRow | undefined> {
  const [created] = await db.insert(bookmarks).values(row).onConflictDoNothing().returning();
  return created;
}

/** Upserts a batch (meta replaced, time reset); the last copy of a repeated title wins. */
export async function upsertBookmarks(
  db: Db,
  userId: string,
  items: BookmarkInput[],
  now: Date,
): Promise<BookmarkRow[]> {
  const unique = new Map(items.map((item) => [item.tmdbId, item]));
  if (unique.size === 0) return [];
  return db
    .insert(bookmarks)
    .values(
      [...unique.values()].map(({ tmdbId, meta }) => ({ userId, tmdbId, meta, updatedAt: now })),
    )
    .onConflictDoUpdate({
      target: [bookmarks.userId, bookmarks.tmdbId],
      set: { meta: sql`excluded.meta`, updatedAt: sql`excluded.updated_at` },
    })
    .returning();
}

export async function deleteBookmark(db: Db, userId: string, tmdbId: string): Promise<void> {
  await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.tmdbId, tmdbId)));
}
