import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/database";
import { challengeCodes } from "../db/schema";

/** A challenge is good for ten minutes (movie-web's was 34.7 days by mistake). */
export const CHALLENGE_LIFETIME_MS = 10 * 60_000;

export type ChallengeFlow = "login" | "registration";

export async function insertChallenge(db: Db, code: string, flow: ChallengeFlow, now: Date) {
  await db.insert(challengeCodes).values({
    code,
    flow,
    authType: "mnemonic",
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
  });
}

export async function findChallenge(db: Db, code: string) {
  const [challenge] = await db.select().from(challengeCodes).where(eq(challengeCodes.code, code));
  return challenge;
}

/** Deletes the challenge; false when another request used it first (single use). */
export async function consumeChallenge(db: Db, code: string): Promise<boolean> {
  const deleted = await db
    .delete(challengeCodes)
    .where(eq(challengeCodes.code, code))
    .returning({ code: challengeCodes.code });
  return deleted.length === 1;
}

export async function deleteExpiredChallenges(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(challengeCodes)
    .where(lt(challengeCodes.expiresAt, now))
    .returning({ code: challengeCodes.code });
  return deleted.length;
}
