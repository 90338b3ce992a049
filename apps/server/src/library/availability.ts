import { createHash } from "node:crypto";
import type { LibraryAvailability } from "@matinee/contracts";

/** A title some source can play: a library entry, a row of the direct table. */
export interface PlayableTitle {
  type: "movie" | "show";
  tmdbId: string;
}

const byNumber = (a: string, b: string) => Number(a) - Number(b);

/** The ids of `titles` by kind, each once, in numeric order (see `LibraryAvailability`). */
export function listAvailable(titles: Iterable<PlayableTitle>): LibraryAvailability {
  const movies = new Set<string>();
  const shows = new Set<string>();
  for (const title of titles) (title.type === "movie" ? movies : shows).add(title.tmdbId);
  return { movies: [...movies].sort(byNumber), shows: [...shows].sort(byNumber) };
}

/** The list as the route sends it: its JSON and a strong validator of that JSON. */
export interface AvailabilityAnswer {
  json: string;
  etag: string;
}

export function toAvailabilityAnswer(availability: LibraryAvailability): AvailabilityAnswer {
  const json = JSON.stringify(availability);
  const digest = createHash("sha256").update(json).digest("base64url").slice(0, 22);
  return { json, etag: `"${digest}"` };
}

/** Whether an `If-None-Match` header names `etag` (weak or strong, in a list, or `*`). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
