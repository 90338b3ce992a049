// Runs npm scripts side by side (`node scripts/run-all.mjs typecheck lint deps`): each one's
// output is printed whole when it ends, and the run fails if any of them failed. The checks
// of `npm test` are single-threaded tools (tsc, eslint), so two cores do two at once.
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/run-all.mjs <npm script> [<npm script> …]");
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn("npm", ["run", "--silent", script], {
          stdio: ["ignore", "pipe", "pipe"],
        });
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("close", (code) => {
          const seconds = Math.round((Date.now() - started) / 1000);
          process.stdout.write(
            `\n── npm run ${script}: ${code === 0 ? "ok" : `failed (${code})`} after ${seconds} s\n`,
          );
          process.stdout.write(Buffer.concat(output));
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
