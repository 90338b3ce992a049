import type { Profile } from "@matinee/contracts";
import { and, count, eq, inArray, isNull, lt, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { sessions, users, type UserRow } from "../db/schema";

/** Users: one row per key pair; every other row of a user goes with it (ON DELETE CASCADE). */
export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByPublicKey(db: Db, publicKey: string) {
  const [user] = await db.select().from(users).where(eq(users.publicKey, publicKey));
  return user;
}

/** Inserts the user, or returns undefined when the public key is already registered. */
export async function insertUser(db: Db, user: UserRow): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return created;
}

export async function markLoggedIn(db: Db, id: string, at: Date): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ lastLoggedIn: at })
    .where(eq(users.id, id))
    .returning();
  return user;
}

export async function updateProfile(db: Db, id: string, profile: Profile) {
  const [user] = await db.update(users).set({ profile }).where(eq(users.id, id)).returning();
  return user;
}

/** Deletes users and, through the foreign keys, their sessions, bookmarks, progress, settings. */
export async function deleteUsers(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db.delete(users).where(inArray(users.id, ids)).returning({ id: users.id });
  return deleted.length;
}

/** Ids of users with no session left who have not logged in since `before` (or never). */
export async function findAbandonedUsers(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(isNull(users.lastLoggedIn), lt(users.lastLoggedIn, before)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sessions)
            .where(eq(sessions.userId, users.id)),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

export async function countUsersByNamespace(db: Db) {
  return db
    .select({ namespace: users.namespace, users: count() })
    .from(users)
    .groupBy(users.namespace);
}
