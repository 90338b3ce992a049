import { randomBytes, randomUUID } from "node:crypto";

const ALPHABET = "ModuleSymbhasOwnPr-0123456789ABCDEFGHNRVfgctiUvz_KqYTJkLxpZXIjQW";

/** A user id: nanoid-style, 12 characters of A-Za-z0-9_- (64 symbols, so no bias). */
export function createUserId(): string {
  let id = "";
  for (const byte of randomBytes(12)) id += ALPHABET[byte & 63];
  return id;
}

export const createUuid = randomUUID;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Session ids and challenge codes are UUIDs; anything else never reaches the database. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
