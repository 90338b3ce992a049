// Bundles the three entries into self-contained files in dist/ (our packages and their
// dependencies inlined): node.js for `node dist/node.js`, worker.js for Cloudflare (no Node
// built-in allowed), deno.js for `deno run`.
import { build } from "esbuild";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const common = { bundle: true, format: "esm", sourcemap: true, logLevel: "warning" };

await Promise.all([
  build({
    ...common,
    entryPoints: [path.join(root, "src/node.ts")],
    outfile: path.join(root, "dist/node.js"),
    platform: "node",
    target: "node20",
    // undici and friends are CommonJS; give the ESM bundle a require for their built-ins.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  }),
  build({
    ...common,
    entryPoints: [path.join(root, "src/worker.ts")],
    outfile: path.join(root, "dist/worker.js"),
    platform: "browser",
    conditions: ["worker", "browser"],
    target: "es2022",
  }),
  build({
    ...common,
    entryPoints: [path.join(root, "src/deno.ts")],
    outfile: path.join(root, "dist/deno.js"),
    platform: "browser",
    conditions: ["deno", "browser"],
    target: "es2022",
  }),
]);
