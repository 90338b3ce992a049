// The standalone proxy on Node: `npm run build -w @matinee/proxy && npm start -w @matinee/proxy`
// (or `npx tsx apps/proxy/src/node.ts`). Settings: README.md and docs/proxy.md.
import { splitAllowList } from "@matinee/address-guard";
import { PROXY_VERSION } from "@matinee/proxy-handler";
import { createNodeProxyServer } from "./node-server";
import { handlerOptionsFromEnv, ProxySettingsError } from "./settings";

const env = process.env;
let options;
try {
  options = handlerOptionsFromEnv(env);
} catch (error) {
  if (!(error instanceof ProxySettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const host = env.HOST?.trim() || "127.0.0.1";
const port = Number(env.PORT?.trim() || 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(
    `Invalid proxy settings:\n  - PORT: must be a port number (0-65535), got ${env.PORT}`,
  );
  process.exit(1);
}

const proxy = createNodeProxyServer(options);
proxy.server.listen(port, host, () => {
  const allowed = splitAllowList(env.PROXY_ALLOW);
  console.log(
    `Matinee proxy v${PROXY_VERSION} on http://${host}:${port}/` +
      (options.protection ? " (Turnstile/JWT protected)" : "") +
      (allowed.length > 0 ? `; allowed beyond the public internet: ${allowed.join(", ")}` : ""),
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void proxy.close().then(() => process.exit(0));
  });
}
