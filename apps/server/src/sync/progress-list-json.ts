import { sql } from "drizzle-orm";
import { selectRows, type Db } from "../db/database";

/** A progress row with every column as the database's text (no driver parsing at all). */
interface ProgressTextRow {
  id: string;
  tmdb_id: string;
  season_id: string | null;
  episode_id: string | null;
  season_number: string | null;
  episode_number: string | null;
  /** jsonb's own text, which is valid JSON. */
  meta: string;
  duration: string;
  watched: string;
  /** Already ISO 8601 with milliseconds, as presentProgress writes it. */
  updated_at: string;
}

/** A JSON string literal (escaped: ids come from clients), or null. */
const quoted = (text: string | null) => (text === null ? "null" : JSON.stringify(text));

function itemJson(row: ProgressTextRow): string {
  return (
    `{"id":"${row.id}","tmdbId":${quoted(row.tmdb_id)},` +
    `"season":{"id":${quoted(row.season_id)},"number":${row.season_number ?? "null"}},` +
    `"episode":{"id":${quoted(row.episode_id)},"number":${row.episode_number ?? "null"}},` +
    `"meta":${row.meta},"duration":"${row.duration}","watched":"${row.watched}",` +
    `"updatedAt":"${row.updated_at}"}`
  );
}

/**
 * A user's progress list as the JSON text `GET /progress` answers: presentProgress(row, true)
 * for every row (numbers as text). A list is often a thousand rows, so it is copied from text
 * columns into the answer: parsing them into objects (dates, jsonb, bigints) only to serialise
 * them again cost most of the request, and json_agg in the database cost two to three times
 * the CPU of this loop. The date is formatted by the database (its other processes share the load
 * with this single-threaded one); appending to one string is faster than map and join.
 */
export async function listProgressJson(db: Db, userId: string): Promise<string> {
  const rows = await selectRows<ProgressTextRow>(
    db,
    sql`SELECT id::text AS id, tmdb_id, season_id, episode_id,
          season_number::text AS season_number, episode_number::text AS episode_number,
          meta::text AS meta, duration::text AS duration, watched::text AS watched,
          to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
        FROM progress_items WHERE user_id = ${userId}`,
  );
  let json = "[";
  for (const row of rows) json += (json.length > 1 ? "," : "") + itemJson(row);
  return `${json}]`;
}
