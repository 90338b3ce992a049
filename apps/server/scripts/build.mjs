// Bundles the server and the workspace packages it uses into dist/server.js, and the embedded
// database's first-boot program (run as a child process) into dist/pglite-init.js. Third-party
// packages stay external (installed in node_modules); our packages are TypeScript sources,
// so they must be bundled.
import { build } from "esbuild";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

await build({
  entryPoints: {
    server: path.join(root, "src/server.ts"),
    "pglite-init": path.join(root, "src/db/pglite-init.ts"),
  },
  outdir: path.join(root, "dist"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-third-party",
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith("@matinee/")) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});
