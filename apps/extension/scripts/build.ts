// Builds the extension for Chromium and Firefox into dist/<browser>/ (plus dist/chromium-test-granted
// for the e2e journeys), and with --zip packs each store build into dist/matinee-<browser>-<version>.zip.
// Vite bundles each entry into one self-contained script: an IIFE, as content scripts cannot be
// modules, and so one Vite build per entry (a multi-entry build shares chunks, which only modules
// can import). The five builds run side by side, in memory; this script lays out the folders.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { buildManifest, type BrowserTarget, type ManifestOptions } from "../src/manifest";
import { iconPng } from "./icon";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  version: string;
};

const VARIANTS: { dir: string; target: BrowserTarget; options: ManifestOptions; store: boolean }[] =
  [
    { dir: "chromium", target: "chromium", options: { version }, store: true },
    { dir: "firefox", target: "firefox", options: { version }, store: true },
    {
      dir: "chromium-test-granted",
      target: "chromium",
      options: { version, hostAccessGranted: true },
      store: false,
    },
  ];

const ENTRIES: Record<string, string> = {
  background: "src/background/index.ts",
  content: "src/content/index.ts",
  popup: "src/pages/popup.entry.ts",
  "tabs/PermissionGrant": "src/pages/permission-grant.entry.ts",
  "tabs/PermissionRequest": "src/pages/permission-request.entry.ts",
};

/** One entry as one minified IIFE, kept in memory: `[file name, code]`. */
async function bundleEntry(name: string, entry: string): Promise<[string, string]> {
  const result = await build({
    root,
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: {
      write: false,
      target: ["chrome121", "firefox140"],
      minify: true,
      lib: {
        entry: path.join(root, entry),
        formats: ["iife"],
        name: "matinee",
        fileName: () => `${name}.js`,
      },
      rolldownOptions: { output: { comments: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output);
  const chunk = chunks.find((item) => item.type === "chunk");
  if (!chunk || chunks.length !== 1) throw new Error(`${entry} did not bundle into one script`);
  return [`${name}.js`, chunk.code];
}

const started = performance.now();
const bundles = await Promise.all(
  Object.entries(ENTRIES).map(([name, entry]) => bundleEntry(name, entry)),
);

rmSync(dist, { recursive: true, force: true });
for (const variant of VARIANTS) {
  const out = path.join(dist, variant.dir);
  cpSync(path.join(root, "public"), out, { recursive: true });
  for (const [file, code] of bundles) {
    const target = path.join(out, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, code);
  }
  mkdirSync(path.join(out, "icons"), { recursive: true });
  for (const size of [16, 32, 48, 128])
    writeFileSync(path.join(out, "icons", `${size}.png`), iconPng(size));
  const manifest = buildManifest(variant.target, variant.options);
  writeFileSync(path.join(out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

  if (variant.store && process.argv.includes("--zip")) {
    const zip = path.join(dist, `matinee-${variant.dir}-${version}.zip`);
    const result = spawnSync("zip", ["-r", "-X", "-q", zip, "."], { cwd: out, stdio: "inherit" });
    if (result.status !== 0) throw new Error("zip failed (is the zip command installed?)");
    console.log(`Packed ${path.relative(root, zip)}`);
  }
}
console.log(`Built the extension ${version} in ${Math.round(performance.now() - started)} ms`);
