import { count, eq } from "drizzle-orm";
import { AccountError } from "../account/account-errors";
import type { Db } from "../db/database";
import { bookmarks, progressItems } from "../db/schema";

/**
 * Rows per statement of a bulk write. Building one statement costs about 30 µs of the event
 * loop per row (Drizzle turns every value into an object), so a batch stays near 10 ms and the
 * database round trip between two batches lets other requests run; it also keeps every
 * statement far below PostgreSQL's 65,535 parameters.
 */
export const BATCH_ROWS = 250;

export function chunks<T>(items: readonly T[], size = BATCH_ROWS): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

const quotaTables = {
  bookmarks: { table: bookmarks, userId: bookmarks.userId },
  progress: { table: progressItems, userId: progressItems.userId },
} as const;

/**
 * Refuses (413, naming the quota) when the user now keeps more than `max` rows of `kind`.
 * Called inside the writing transaction after its writes, so a refused write stores nothing.
 */
export async function assertWithinQuota(
  db: Db,
  kind: keyof typeof quotaTables,
  userId: string,
  max: number,
): Promise<void> {
  const { table, userId: column } = quotaTables[kind];
  const [row] = await db.select({ rows: count() }).from(table).where(eq(column, userId));
  if ((row?.rows ?? 0) > max) {
    const what = kind === "bookmarks" ? "bookmarks" : "progress items";
    throw new AccountError(413, `Quota reached: an account keeps at most ${max} ${what}`);
  }
}
