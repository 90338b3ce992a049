import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/database";
import { sessions, users, type SessionRow, type UserRow } from "../db/schema";

/** Sessions slide: each use pushes the end this far into the future. */
export const SESSION_LIFETIME_MS = 21 * 24 * 60 * 60_000;

export async function insertSession(db: Db, session: SessionRow): Promise<SessionRow> {
  const [created] = await db.insert(sessions).values(session).returning();
  if (!created) throw new Error("session insert returned nothing");
  return created;
}

/** A session with its user in one round trip (the authentication path of every request). */
export async function findSessionWithUser(
  db: Db,
  id: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  return row;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, id));
  return session;
}

export async function touchSession(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ accessedAt: at, expiresAt: new Date(at.getTime() + SESSION_LIFETIME_MS) })
    .where(eq(sessions.id, id));
}

export async function listSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId));
}

export async function renameSession(db: Db, id: string, device: string) {
  const [session] = await db
    .update(sessions)
    .set({ device })
    .where(eq(sessions.id, id))
    .returning();
  return session;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return deleted.length;
}
