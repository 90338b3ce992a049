// The proxy on Deno: `npm run build -w @matinee/proxy`, then
// `deno run --allow-net --allow-env apps/proxy/dist/deno.js` (docs/proxy.md).
// Names are resolved with Deno.resolveDns and every address checked before each hop; Deno's
// fetch cannot be pinned to that address, so a rebinding DNS server keeps a small window.
import type { Resolver } from "@matinee/address-guard";
import { createProxyHandler, PROXY_VERSION } from "@matinee/proxy-handler";
import { handlerOptionsFromEnv } from "./settings";

/** The part of Deno's API this entry uses (so it typechecks without Deno's types). */
declare const Deno: {
  env: { toObject(): Record<string, string> };
  resolveDns(name: string, type: "A" | "AAAA"): Promise<string[]>;
  serve(
    options: { hostname: string; port: number; onListen?: () => void },
    handler: (request: Request, info: { remoteAddr: { hostname: string } }) => Promise<Response>,
  ): unknown;
};

const resolveWithDeno: Resolver = async (name) => {
  const [v4, v6] = await Promise.all(
    (["A", "AAAA"] as const).map((type) => Deno.resolveDns(name, type).catch(() => [])),
  );
  return [
    ...(v4 ?? []).map((address) => ({ address, family: 4 })),
    ...(v6 ?? []).map((address) => ({ address, family: 6 })),
  ];
};

const env = Deno.env.toObject();
const handler = createProxyHandler({ ...handlerOptionsFromEnv(env), resolve: resolveWithDeno });
const hostname = env.HOST || "127.0.0.1";
const port = Number(env.PORT || 3000);
Deno.serve(
  {
    hostname,
    port,
    onListen: () => console.log(`Matinee proxy v${PROXY_VERSION} on http://${hostname}:${port}/`),
  },
  (request, info) => handler(request, { clientIp: info.remoteAddr.hostname }),
);
