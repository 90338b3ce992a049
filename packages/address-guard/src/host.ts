import ipaddr from "ipaddr.js";
import type { Address, RefusalReason } from "./ranges";

/** A host as the guard judges it: an IP address, or a DNS name in canonical lower-case form. */
export type Host =
  { kind: "address"; address: Address; text: string } | { kind: "name"; name: string };

const DOTTED_QUAD = /^\d{1,3}(\.\d{1,3}){3}$/;

function parseIpv6(text: string): ipaddr.IPv6 | undefined {
  // A zone id (`fe80::1%eth0`, `%25` once URL-encoded) names an interface, not another address.
  const withoutZone = text.replace(/%.*$/, "");
  if (!ipaddr.IPv6.isValid(withoutZone)) return undefined;
  return ipaddr.IPv6.parse(withoutZone);
}

/**
 * Reads a host the way a WHATWG URL would: `2130706433`, `0177.0.0.1`, `0x7f.1` and `127.1` all
 * become 127.0.0.1, full-width digits and upper case are folded, `[::1]` loses its brackets.
 * A trailing dot is dropped from names (`localhost.` is `localhost`). Undefined when the text
 * is no host at all.
 */
export function parseHost(raw: string): Host | undefined {
  let text = raw.trim();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  if (text.includes(":")) {
    const address = parseIpv6(text);
    return address && { kind: "address", address, text: address.toRFC5952String() };
  }
  let hostname: string;
  try {
    hostname = new URL(`http://${text}/`).hostname;
  } catch {
    return undefined;
  }
  if (hostname === "" || /[/?#@\s]/.test(text)) return undefined;
  if (hostname.startsWith("[")) return parseHost(hostname);
  if (DOTTED_QUAD.test(hostname) && ipaddr.IPv4.isValidFourPartDecimal(hostname)) {
    return { kind: "address", address: ipaddr.IPv4.parse(hostname), text: hostname };
  }
  return { kind: "name", name: hostname.replace(/\.$/, "") };
}

/** Names of instance-metadata services; refused whatever the allow-list says. */
const METADATA_NAMES = new Set([
  "metadata.google.internal",
  "metadata.goog",
  "metadata",
  "instance-data",
  "instance-data.ec2.internal",
  "metadata.azure.internal",
]);

/**
 * Suffixes that never name a public host: RFC 6761 `localhost`, mDNS `local`, RFC 8375
 * `home.arpa`, ICANN's private-use `internal`, and the common `localdomain`.
 */
const LOCAL_SUFFIXES = ["localhost", "local", "home.arpa", "internal", "localdomain"];

/**
 * Why a DNS name is refused before any lookup, or undefined when only its addresses can tell.
 * Single-label names (`router`, `nas`) resolve through the local search domains, so they count
 * as local too. These rules are all a runtime without DNS (a Worker) can apply to names.
 */
export function classifyName(name: string): RefusalReason | undefined {
  if (METADATA_NAMES.has(name)) return "metadata";
  if (name === "localhost" || name.endsWith(".localhost")) return "loopback";
  if (!name.includes(".")) return "local-name";
  if (LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))) {
    return "local-name";
  }
  return undefined;
}
