import type { TestProject } from "vitest/node";
import { ensureBuilt } from "../scripts/build-if-needed.mjs";
import { startServer } from "../scripts/start-server.mjs";
import { startDirectSource } from "./support/direct-source";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const OPERATOR_LINKS = {
  VITE_CHAT_URL: "https://chat.example/matinee",
  VITE_SOURCE_CODE_URL: "https://code.example/matinee",
  VITE_SOCIAL_URL: "https://social.example/@matinee",
};

/**
 * Builds what is stale, starts the real server on a free loopback port (the embedded default:
 * open catalogue, demo media, plus a direct-links source for Big Buck Bunny and no Internet
 * Archive, so a miss fails fast offline, and the operator's chat, source and social links, so
 * the header is checked at its fullest) and hands its URL to the journeys. Per-address rate
 * limits are off: every journey comes from 127.0.0.1 and together they sign up more accounts
 * than a person may in ten minutes (the limits have their own server tests). E2E_BASE_URL skips
 * all that and targets a server that is already running.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide("baseUrl", external.replace(/\/+$/, ""));
    return;
  }
  ensureBuilt();
  const direct = await startDirectSource();
  const server = await startServer({
    env: { ...direct.env, ...OPERATOR_LINKS, SCRAPE_ARCHIVE: "false", RATE_LIMITS: "false" },
  }).catch(async (error: unknown) => {
    await direct.close();
    throw error;
  });
  direct.pointAt(server.baseUrl);
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    await server.stop();
    await direct.close();
  };
}
