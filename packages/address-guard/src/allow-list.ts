import ipaddr from "ipaddr.js";
import { parseHost } from "./host";
import type { Address } from "./ranges";

/**
 * Destinations an operator proxies on purpose although they are not public (a NAS on the LAN,
 * a test server on loopback). Entries: an address (`192.168.1.20`, `::1`), a CIDR block
 * (`10.0.0.0/8`, `fd00::/8`), a host name (`nas.lan`, matched exactly) or a domain with its
 * subdomains (`*.home.arpa`). Metadata endpoints stay refused whatever it says.
 */
export interface AllowList {
  allowsAddress(address: Address): boolean;
  allowsName(name: string): boolean;
  /** The entries as given, for logs. */
  readonly entries: readonly string[];
}

export class AllowListError extends Error {
  override readonly name = "AllowListError";
}

/** Parses allow-list entries; throws an {@link AllowListError} naming the first bad one. */
export function parseAllowList(entries: Iterable<string> = []): AllowList {
  const blocks: [Address, number][] = [];
  const names = new Set<string>();
  const suffixes: string[] = [];
  const given: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === "") continue;
    given.push(entry);
    if (entry.includes("/")) {
      if (!ipaddr.isValidCIDR(entry)) throw new AllowListError(`Not a CIDR block: ${entry}`);
      blocks.push(ipaddr.parseCIDR(entry));
      continue;
    }
    const wildcard = entry.startsWith("*.");
    const host = parseHost(wildcard ? entry.slice(2) : entry);
    if (!host) throw new AllowListError(`Not an address, CIDR block or host name: ${entry}`);
    if (host.kind === "address") {
      if (wildcard) throw new AllowListError(`A wildcard needs a domain name: ${entry}`);
      blocks.push([host.address, host.address.kind() === "ipv4" ? 32 : 128]);
    } else if (wildcard) {
      suffixes.push(`.${host.name}`);
    } else {
      names.add(host.name);
    }
  }
  return {
    entries: given,
    allowsAddress: (address) =>
      blocks.some(([base, bits]) => base.kind() === address.kind() && address.match(base, bits)),
    allowsName: (name) => names.has(name) || suffixes.some((suffix) => name.endsWith(suffix)),
  };
}

/** The allow-list that allows nothing. */
export const NOTHING_ALLOWED: AllowList = parseAllowList([]);

/** Splits an environment value (`"127.0.0.1, *.lan 10.0.0.0/8"`) into entries. */
export function splitAllowList(text: string | undefined): string[] {
  return (text ?? "").split(/[\s,]+/).filter(Boolean);
}
