// The pure entry: no Node-only import, so it runs on Node, Cloudflare Workers and Deno.
// `@matinee/address-guard/node` adds DNS resolution and connection pinning for Node.
export {
  AllowListError,
  NOTHING_ALLOWED,
  parseAllowList,
  splitAllowList,
  type AllowList,
} from "./allow-list";
export {
  assertAddressAllowed,
  assertResolvedAllowed,
  checkDestination,
  checkHost,
  checkUrl,
  type GuardPolicy,
  type ResolvedAddress,
  type Resolver,
} from "./check";
export { DestinationRefusedError, TooManyRedirectsError } from "./errors";
export { createGuardedFetch, type GuardedFetch, type GuardedFetchOptions } from "./guarded-fetch";
export { classifyName, parseHost, type Host } from "./host";
export { classifyAddress, embeddedIpv4, type RefusalReason } from "./ranges";
