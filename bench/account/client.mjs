// What the account benchmarks share: a movie-web client's calls (Ed25519 sign-up and login),
// the server's memory from /proc, and the two databases to run against.
import { execFileSync } from "node:child_process";
import { generateKeyPairSync, sign } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const json = { "content-type": "application/json", "user-agent": "matinee-bench" };
export const meta = { title: "Bench", year: 2000, type: "movie" };
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function call(baseUrl, method, url, body, headers = {}) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...json, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** Answers a challenge the way a movie-web client does. */
async function answer(baseUrl, flow, body, privateKey) {
  const { challenge } = await call(baseUrl, "POST", `/auth/${flow}/start`, body);
  return {
    code: challenge,
    signature: sign(null, Buffer.from(challenge), privateKey).toString("base64url"),
  };
}

/** Registers an account; `devices - 1` more sessions log in with the same key. */
export async function registerAccount(baseUrl, name, devices = 1) {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const key = publicKey.export({ format: "jwk" }).x;
  const result = await call(baseUrl, "POST", "/auth/register/complete", {
    publicKey: key,
    challenge: await answer(baseUrl, "register", {}, privateKey),
    namespace: "movie-web",
    device: `${name}-0`,
    profile: { colorA: "#0A54FF", colorB: "#CF2E68", icon: "couch" },
  });
  const tokens = [result.token];
  for (let i = 1; i < devices; i++) {
    const login = await call(baseUrl, "POST", "/auth/login/complete", {
      publicKey: key,
      challenge: await answer(baseUrl, "login", { publicKey: key }, privateKey),
      device: `${name}-${i}`,
    });
    tokens.push(login.token);
  }
  return { id: result.user.id, token: tokens[0], tokens };
}

/** Resident memory (VmRSS) and its peak so far (VmHWM) of a process, in MiB. */
export function memoryMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const read = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(read("VmRSS") / 1024), peak: Math.round(read("VmHWM") / 1024) };
}

/** Samples VmRSS every 200 ms until stopped; returns the largest sample. */
export function sampleRss(pid) {
  let largest = 0;
  const timer = setInterval(() => {
    try {
      largest = Math.max(largest, memoryMiB(pid).rss);
    } catch {
      // the process is gone
    }
  }, 200);
  return () => {
    clearInterval(timer);
    return largest;
  };
}

/**
 * The two account databases: the embedded PGlite (a fresh DATA_DIR, so its first boot is part
 * of the run) and the machine's PostgreSQL (a fresh schema, dropped at the end).
 */
export function databases(postgresUrl) {
  return {
    pglite() {
      const dataDir = mkdtempSync(path.join(tmpdir(), "matinee-bench-"));
      return {
        env: { DATA_DIR: dataDir },
        drop: () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
    postgres() {
      const schema = `bench_${Date.now().toString(36)}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), "matinee-bench-"));
      return {
        env: { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema, DATA_DIR: dataDir },
        drop() {
          rmSync(dataDir, { recursive: true, force: true });
          try {
            execFileSync("psql", [postgresUrl, "-qc", `DROP SCHEMA IF EXISTS "${schema}" CASCADE`]);
          } catch {
            console.warn(`could not drop schema ${schema} (psql missing?)`);
          }
        },
      };
    },
  };
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
