// Builds the extension for Chromium and Firefox into dist/<browser>/ (plus dist/chromium-test-granted
// for the e2e journeys), and with --zip packs each store build into dist/matinee-<browser>-<version>.zip.
// esbuild bundles each entry into one self-contained script (content scripts cannot be modules).
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
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

const started = performance.now();
const bundle = await build({
  entryPoints: {
    background: "src/background/index.ts",
    content: "src/content/index.ts",
    popup: "src/pages/popup.entry.ts",
    "tabs/PermissionGrant": "src/pages/permission-grant.entry.ts",
    "tabs/PermissionRequest": "src/pages/permission-request.entry.ts",
  },
  absWorkingDir: root,
  outdir: "out",
  bundle: true,
  format: "iife",
  target: ["chrome121", "firefox140"],
  minify: true,
  legalComments: "none",
  write: false,
  logLevel: "warning",
});

rmSync(dist, { recursive: true, force: true });
for (const variant of VARIANTS) {
  const out = path.join(dist, variant.dir);
  cpSync(path.join(root, "public"), out, { recursive: true });
  for (const file of bundle.outputFiles) {
    const target = path.join(out, path.relative(path.join(root, "out"), file.path));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
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
