// `npm start`: build whatever is missing or stale, then run the server in this process.
import { pathToFileURL } from "node:url";
import path from "node:path";
import { ensureBuilt, repoRoot } from "./build-if-needed.mjs";

try {
  ensureBuilt();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import(pathToFileURL(path.join(repoRoot, "apps/server/dist/server.js")).href);
