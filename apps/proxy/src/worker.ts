// The proxy as a Cloudflare Worker (module syntax): `npm run build -w @matinee/proxy`, then
// deploy dist/worker.js (docs/proxy.md). Settings come from the Worker's variables and secrets.
// Workers have no DNS API: the guard checks literal addresses, local names and every redirect
// hop; what a public name resolves to is left to Cloudflare's own egress rules.
import { createProxyHandler, type ProxyHandler } from "@matinee/proxy-handler";
import { handlerOptionsFromEnv, ProxySettingsError, type ProxyEnv } from "./settings";

let built: { env: ProxyEnv; handler: ProxyHandler } | undefined;

function handlerFor(env: ProxyEnv): ProxyHandler {
  if (built?.env !== env) {
    const options = handlerOptionsFromEnv(env);
    // Behind Cloudflare the client's address is CF-Connecting-IP (the reference's choice).
    const handler = createProxyHandler({ clientIpHeader: "cf-connecting-ip", ...options });
    built = { env, handler };
  }
  return built.handler;
}

export default {
  async fetch(request: Request, env: ProxyEnv = {}): Promise<Response> {
    try {
      return await handlerFor(env)(request);
    } catch (error) {
      if (!(error instanceof ProxySettingsError)) throw error;
      const body = { error: "misconfigured", message: error.problems.join("; ") };
      return Response.json(body, { status: 500, headers: { "access-control-allow-origin": "*" } });
    }
  },
};
