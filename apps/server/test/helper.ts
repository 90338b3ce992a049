import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig, type ServerConfig } from "../src/config";

export const demoMediaDir = path.resolve(import.meta.dirname, "../demo-media");

/** A config as the embedded default would build it, with overrides from a fake environment. */
export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return loadConfig({ WEB_DIR: path.resolve(import.meta.dirname, "fixtures/web"), ...env });
}

/** Builds the app for app.inject and closes it after the file's tests. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(env), { logger: false });
  afterAll(() => app.close());
  return app;
}
