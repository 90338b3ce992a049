// The pure entry: a fetch-standard handler with no Node-only import (Node, Workers, Deno).
// `@matinee/proxy-handler/node` adds the node:http bridge and the pinned, DNS-checking fetch.
export { PROXIED_METHODS } from "./cors";
export {
  createProxyHandler,
  PROXY_VERSION,
  type ProxyHandler,
  type ProxyHandlerOptions,
  type ProxyRequestInfo,
} from "./handler";
export { DEFAULT_USER_AGENT } from "./headers";
export { DEFAULT_LIMITS, type ProxyLimits } from "./limits";
export { TURNSTILE_VERIFY_URL, type ProtectionOptions } from "./protection";
