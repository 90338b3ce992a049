import type { TestProject } from "vitest/node";
import { ensureBuilt } from "../scripts/build-if-needed.mjs";
import { startServer } from "../scripts/start-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds what is stale, starts the real server on a free loopback port (the embedded default:
 * open catalogue, demo media) and hands its URL to the journeys. E2E_BASE_URL skips all that and
 * targets a server that is already running.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide("baseUrl", external.replace(/\/+$/, ""));
    return;
  }
  ensureBuilt();
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  return () => server.stop();
}
