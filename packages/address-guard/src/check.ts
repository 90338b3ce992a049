import type ipaddr from "ipaddr.js";
import { NOTHING_ALLOWED, type AllowList } from "./allow-list";
import { DestinationRefusedError } from "./errors";
import { classifyName, parseHost, type Host } from "./host";
import { classifyAddress, type Address } from "./ranges";

/** A resolved address, as `dns.lookup(name, { all: true })` gives them. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a DNS name resolves to (A and AAAA); throws when it resolves to none. */
export type Resolver = (name: string) => Promise<ResolvedAddress[]>;

export interface GuardPolicy {
  /** Destinations allowed although not public; default none. */
  allow?: AllowList;
}

/** ::ffff:a.b.c.d is a.b.c.d on every dual-stack socket: judge and allow-list it as such. */
function unmapped(address: Address): Address {
  return address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

/** Throws a {@link DestinationRefusedError} unless `address` may be reached for `host`. */
export function assertAddressAllowed(
  address: Address,
  host: string,
  policy: GuardPolicy = {},
  nameAllowed = false,
): void {
  const judged = unmapped(address);
  const reason = classifyAddress(judged);
  if (reason === undefined) return;
  const allow = policy.allow ?? NOTHING_ALLOWED;
  if (reason !== "metadata" && (nameAllowed || allow.allowsAddress(judged))) return;
  throw new DestinationRefusedError(reason, host, judged.toString());
}

/**
 * Judges a host without DNS: an address by its range, a name by the names that are never
 * public. Returns the parsed host and whether the allow-list names it (its addresses then need
 * no further check, metadata aside). Throws a {@link DestinationRefusedError} when refused.
 */
export function checkHost(raw: string, policy: GuardPolicy = {}): { host: Host; allowed: boolean } {
  const host = parseHost(raw);
  if (!host) throw new DestinationRefusedError("not-http", raw);
  const allow = policy.allow ?? NOTHING_ALLOWED;
  if (host.kind === "address") {
    assertAddressAllowed(host.address, host.text, policy);
    return { host, allowed: allow.allowsAddress(unmapped(host.address)) };
  }
  const reason = classifyName(host.name);
  const allowed = allow.allowsName(host.name);
  if (reason === "metadata" || (reason !== undefined && !allowed)) {
    throw new DestinationRefusedError(reason, host.name);
  }
  return { host, allowed };
}

/** The URL of an http(s) destination, or a refusal for any other scheme. */
export function checkUrl(input: string | URL, policy: GuardPolicy = {}) {
  const url = new URL(input);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new DestinationRefusedError("not-http", url.protocol);
  }
  return { url, ...checkHost(url.hostname, policy) };
}

/** Checks each resolved address of `name`; all of them must pass (any could be the one used). */
export function assertResolvedAllowed(
  name: string,
  addresses: readonly ResolvedAddress[],
  policy: GuardPolicy,
  nameAllowed: boolean,
): void {
  if (addresses.length === 0) throw new DestinationRefusedError("unresolved", name);
  for (const { address } of addresses) {
    const parsed = parseHost(address);
    if (parsed?.kind !== "address") throw new DestinationRefusedError("unresolved", name);
    assertAddressAllowed(parsed.address, name, policy, nameAllowed);
  }
}

/**
 * The whole check of one destination: scheme, host, and — for a DNS name, with a resolver —
 * every address it resolves to. Without a resolver (a Worker) names get only the name rules.
 */
export async function checkDestination(
  input: string | URL,
  policy: GuardPolicy & { resolve?: Resolver } = {},
): Promise<URL> {
  const { url, host, allowed } = checkUrl(input, policy);
  if (host.kind === "name" && policy.resolve) {
    assertResolvedAllowed(host.name, await policy.resolve(host.name), policy, allowed);
  }
  return url;
}
