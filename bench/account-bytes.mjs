// `node bench/account-bytes.mjs`: what the account code costs a visit of `/`, for the issue notes
// (figures, never assertions). In Chromium against the built server:
//  - a first visit without an account: every file and its gzip size, and whether any account
//    chunk was among them (the target is none);
//  - the same visit with an account in storage: the files that only it loads (the sync code);
//  - a first visit of /register: what the account screens load (the passphrase crypto with them).
import { generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { ensureBuilt } from "../scripts/build-if-needed.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function post(baseUrl, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "matinee-bench" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

/** An account as the browser keeps it (the seed is random: only device names need it). */
async function register(baseUrl) {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const { challenge } = await post(baseUrl, "/auth/register/start", {});
  const result = await post(baseUrl, "/auth/register/complete", {
    publicKey: publicKey.export({ format: "jwk" }).x,
    challenge: {
      code: challenge,
      signature: sign(null, Buffer.from(challenge), privateKey).toString("base64url"),
    },
    namespace: "movie-web",
    device: "bench",
    profile: { colorA: "#0A54FF", colorB: "#CF2E68", icon: "cat" },
  });
  return {
    token: result.token,
    userId: result.user.id,
    sessionId: result.session.id,
    deviceName: result.session.device,
    profile: result.user.profile,
    seed: randomBytes(32).toString("base64"),
  };
}

async function visit(browser, baseUrl, account, path = "/") {
  const context = await browser.newContext();
  if (account) {
    await context.addInitScript(
      (value) => localStorage.setItem("matinee::account", value),
      JSON.stringify({ state: { account, backendUrl: null }, version: 1 }),
    );
  }
  const page = await context.newPage();
  const files = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith(".js")) return;
    try {
      const body = await response.body();
      files.push({ path: url.pathname, gzip: gzipSync(body).length });
    } catch {
      // no body
    }
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1_000);
  await context.close();
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

ensureBuilt({ log: () => {} });
const server = await startServer({ env: { RATE_LIMITS: "false" } });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
});
try {
  const anonymous = await visit(browser, server.baseUrl, null);
  const withAccount = await visit(browser, server.baseUrl, await register(server.baseUrl));
  const screens = await visit(browser, server.baseUrl, null, "/register");
  const seen = new Set(anonymous.map((file) => file.path));
  const extra = withAccount.filter((file) => !seen.has(file.path));
  const screensExtra = screens.filter((file) => !seen.has(file.path));
  const total = (files) => files.reduce((sum, file) => sum + file.gzip, 0);
  const accountChunks = anonymous.filter((file) => /account/.test(file.path));
  console.log(
    `\nFirst visit of / without an account: ${anonymous.length} scripts, ${kb(total(anonymous))} gzip`,
  );
  for (const file of anonymous) console.log(`  ${kb(file.gzip).padStart(10)}  ${file.path}`);
  console.log(
    `  account chunks among them: ${accountChunks.length === 0 ? "none" : accountChunks.map((file) => file.path).join(", ")}`,
  );
  console.log(`With an account, also: ${kb(total(extra))} gzip`);
  for (const file of extra) console.log(`  ${kb(file.gzip).padStart(10)}  ${file.path}`);
  console.log(`A first visit of /register, beyond /'s: ${kb(total(screensExtra))} gzip`);
  for (const file of screensExtra) console.log(`  ${kb(file.gzip).padStart(10)}  ${file.path}`);
} finally {
  await browser.close();
  await server.stop();
}
