import { randomUUID } from "node:crypto";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { AccountApiOptions } from "../src/account/account-api";
import { buildApp } from "../src/app";
import { loadConfig, type ServerConfig } from "../src/config";
import type { Database } from "../src/db/database";
import { openTestDatabase } from "./account/test-database";

export const demoMediaDir = path.resolve(import.meta.dirname, "../demo-media");

/**
 * A config as the embedded default would build it, with overrides from a fake environment.
 * The session secret is fixed so nothing is written to a data folder; REDIS_URL comes from the
 * real environment (CI) with a key prefix of this file's own.
 */
export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return loadConfig({
    WEB_DIR: path.resolve(import.meta.dirname, "fixtures/web"),
    SESSION_SECRET: "test-session-secret-of-at-least-32-chars",
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `test:${randomUUID()}:` }
      : {}),
    ...env,
  });
}

/**
 * One database for every app of a test file (apps are isolated by their users, each test makes
 * its own); opened before the file's tests, since that can take seconds on a busy machine.
 */
let sharedDatabase: Promise<Database> | undefined;
beforeAll(async () => {
  sharedDatabase = openTestDatabase();
  await sharedDatabase;
}, 120_000);
afterAll(async () => {
  await (await sharedDatabase)?.close();
});

/** The file's shared database, for tests that look at the rows behind the API. */
export async function sharedTestDatabase(): Promise<Database> {
  const database = await sharedDatabase;
  if (!database) throw new Error("sharedTestDatabase runs inside a test (after beforeAll)");
  return database;
}

/**
 * Builds the app for app.inject and closes it after the file's tests (before the shared
 * database). Unless `account.database` is given, the app uses the file's shared database.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  account: AccountApiOptions = {},
): Promise<FastifyInstance> {
  const database = account.database ?? (await sharedTestDatabase());
  const app = await buildApp(testConfig(env), {
    logger: false,
    account: { jobs: false, ...account, database },
  });
  afterAll(() => app.close());
  return app;
}
