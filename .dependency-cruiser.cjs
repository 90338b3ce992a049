// The arrow rules of docs/architecture.md, enforced: apps -> {account, player, providers,
// catalogue} -> domain -> contracts, apps -> player -> subtitles -> domain, and
// apps -> proxy-handler -> address-guard; never upward (not even `import type`), never app to app.
const LOWER_THAN = {
  contracts: [],
  "address-guard": [],
  "proxy-handler": ["address-guard"],
  domain: ["contracts"],
  account: ["domain", "contracts"],
  catalogue: ["domain", "contracts"],
  subtitles: ["domain", "contracts"],
  player: ["subtitles", "domain", "contracts"],
  providers: ["domain", "contracts"],
};

const packageRules = Object.entries(LOWER_THAN).map(([name, allowed]) => ({
  name: `${name}-imports-only-lower-layers`,
  comment: `packages/${name} may import only: ${allowed.join(", ") || "nothing of ours"}.`,
  severity: "error",
  from: { path: `^packages/${name}/` },
  to: {
    path: "^(packages|apps)/([^/]+)/",
    pathNot: [`^packages/${name}/`, ...allowed.map((lower) => `^packages/${lower}/`)],
  },
}));

module.exports = {
  forbidden: [
    ...packageRules,
    {
      name: "no-app-to-app",
      comment: "No app imports another app; they meet only over HTTP.",
      severity: "error",
      from: { path: "^apps/([^/]+)/" },
      to: { path: "^apps/([^/]+)/", pathNot: "^apps/$1/" },
    },
    {
      name: "packages-never-import-apps",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "web-shared-never-imports-features-or-app",
      comment: "shared/ is the base features and app/ stand on; it must not know them.",
      severity: "error",
      from: { path: "^apps/web/src/shared/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
    {
      name: "web-features-use-each-other-through-index",
      comment: "A feature uses another feature only through that feature's index.ts.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: {
        path: "^apps/web/src/features/([^/]+)/",
        pathNot: ["^apps/web/src/features/$1/", "^apps/web/src/features/[^/]+/index\\.tsx?$"],
      },
    },
    {
      name: "web-features-never-import-app",
      comment:
        "app/ composes features; features receive what they need from it via props, context or shared/ (the configuration: shared/lib/config.ts).",
      severity: "error",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "web-app-takes-features-through-index",
      comment: "app/ uses a feature only through that feature's index.ts, as other features do.",
      severity: "error",
      from: { path: "^apps/web/src/app/" },
      to: {
        path: "^apps/web/src/features/",
        pathNot: "^apps/web/src/features/[^/]+/index\\.tsx?$",
      },
    },
    {
      name: "tests-and-tools-never-import-app-internals",
      comment: "e2e and bench drive the product from outside, over HTTP and the browser.",
      severity: "error",
      from: { path: "^(e2e|bench)/" },
      to: { path: "^apps/" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "declared-dependencies-only",
      comment: "A workspace imports only what its package.json declares.",
      severity: "error",
      from: { pathNot: "\\.(test|e2e)\\.tsx?$|(^|/)(vite|vitest)\\.config\\.ts$" },
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "no-unresolvable",
      severity: "error",
      from: {},
      // Vite's virtual modules (made by a plugin of apps/web/scripts) are not files.
      to: { couldNotResolve: true, pathNot: "^virtual:" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|demo-media|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
